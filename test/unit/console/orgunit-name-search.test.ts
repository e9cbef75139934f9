import {
  nameMatchesSearch,
  searchWords,
} from '../../../frontend/src/pages/child-orgunits/name-search';

describe('child organisation search (spec §5)', () => {
  it('splits the text on spaces and ignores extra blanks', () => {
    expect(searchWords('  North   Sales ')).toEqual(['north', 'sales']);
    expect(searchWords('')).toEqual([]);
  });

  it('matches when every word is in the name, in any order and case', () => {
    expect(nameMatchesSearch('Sales North', 'north sales')).toBe(true);
    expect(nameMatchesSearch('Sales North', 'SALES')).toBe(true);
    expect(nameMatchesSearch('Sales North', 'orth ale')).toBe(true);
  });

  it('fails when any one word is missing', () => {
    expect(nameMatchesSearch('Sales North', 'sales south')).toBe(false);
    expect(nameMatchesSearch('Engineering', 'eng x')).toBe(false);
  });

  it('matches everything for an empty or blank search', () => {
    expect(nameMatchesSearch('Anything', '')).toBe(true);
    expect(nameMatchesSearch('Anything', '   ')).toBe(true);
  });
});
