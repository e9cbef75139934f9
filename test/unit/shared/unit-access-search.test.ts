import { matchesSearch } from '../../../lambdas/shared/repositories/unit-access';

const ann = { username: 'asmith', name: 'Ann Smith' };

describe('who-has-access search', () => {
  it.each(['ann', 'smi', 'ann sm', 'sm an', 'asm', 'ASMITH'])('finds Ann Smith by "%s"', (text) => {
    expect(matchesSearch(ann, text.toLowerCase())).toBe(true);
  });

  it.each(['mith', 'bob', 'ann x', 'nn'])('does not find Ann Smith by "%s"', (text) => {
    expect(matchesSearch(ann, text)).toBe(false);
  });

  it('matches a person without a name by username only', () => {
    expect(matchesSearch({ username: 'bob', name: '' }, 'bo')).toBe(true);
    expect(matchesSearch({ username: 'bob', name: '' }, 'x')).toBe(false);
  });
});
