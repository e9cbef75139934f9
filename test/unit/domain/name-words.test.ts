import {
  firstIndexedMatch,
  indexedWords,
  lookupWord,
  MAX_INDEXED_WORDS,
  nameOrderKey,
  nameWords,
  wordsMatch,
} from '../../../lambdas/domain/name-words';
import { nameWordRecords } from '../../../lambdas/domain/record-builders';

function matches(name: string, search: string): boolean {
  return wordsMatch(nameWords(name), nameWords(search));
}

describe('nameWords', () => {
  it('splits on white space and punctuation, lower-cases, drops accents and repeats', () => {
    expect(nameWords('  Café  R&D-North, café O’Brien 2nd ')).toEqual([
      '2nd',
      'brien',
      'cafe',
      'd',
      'north',
      'o',
      'r',
    ]);
  });

  it('cuts a word that decomposition lengthens to 100 characters', () => {
    const [word] = nameWords('㌀'.repeat(100));
    expect(word).toHaveLength(100);
    expect(
      Buffer.byteLength(`${word}#${nameOrderKey('㌀'.repeat(100), 'x'.repeat(64))}`),
    ).toBeLessThan(1024);
  });

  it('has no words for punctuation alone', () => {
    expect(nameWords(' -- & ')).toEqual([]);
    expect(lookupWord(nameWords(' -- & '))).toBeUndefined();
  });
});

describe('a search', () => {
  it.each([
    ['Acme Group', 'acm gr', true],
    ['Acme Group', 'GROUP acme', true],
    ['Acme Group', 'cme', false],
    ['Acme Group', 'acme x', false],
    ['Sales-North', 'north', true],
    ['Café Central', 'cafe', true],
  ])('of %p for %p matches: %p', (name, search, expected) => {
    expect(matches(name, search)).toBe(expected);
  });

  it('looks up its longest word', () => {
    expect(lookupWord(['ab', 'abcd', 'xyz1'])).toBe('abcd');
  });
});

describe('indexed words', () => {
  it('leave out a word that begins another word of the name', () => {
    expect(indexedWords(nameWords('Sal Sales Salt'))).toEqual(['sales', 'salt']);
  });

  it('are bounded, so a rename fits one transaction', () => {
    const manyWords = Array.from({ length: 60 }, (_, index) => `w${index}x`).join(' ');
    expect(indexedWords(nameWords(manyWords))).toHaveLength(MAX_INDEXED_WORDS);
  });

  it('take a unit once per search: at its first matching word', () => {
    expect(firstIndexedMatch(nameWords('Salt Sales'), 'sal')).toBe('sales');
    expect(firstIndexedMatch(nameWords('Salt Sales'), 'salt')).toBe('salt');
    expect(firstIndexedMatch(nameWords('Salt Sales'), 'x')).toBeUndefined();
  });
});

describe('name order keys', () => {
  it('sort by name in any letter case, a shorter name before its longer ones, then by id', () => {
    const keys = [
      nameOrderKey('beta', 'ou-1'),
      nameOrderKey('Alpha Two', 'ou-2'),
      nameOrderKey('alpha', 'ou-9'),
      nameOrderKey('ALPHA', 'ou-3'),
      nameOrderKey('Alpha!', 'ou-4'),
    ];
    expect([...keys].sort()).toEqual([
      nameOrderKey('ALPHA', 'ou-3'),
      nameOrderKey('alpha', 'ou-9'),
      nameOrderKey('Alpha Two', 'ou-2'),
      nameOrderKey('Alpha!', 'ou-4'),
      nameOrderKey('beta', 'ou-1'),
    ]);
  });

  it('order the name-word items of a word by name', () => {
    const records = nameWordRecords({ identifier: 'ou-1', parentOuId: 'ou-p', name: 'Acme Group' });
    expect(records.map((record) => [record.SK, record.GSI1PK, record.GSI1SK])).toEqual([
      ['NAMEWORD#acme', 'NAMEWORDS#ou-p', `acme#${nameOrderKey('Acme Group', 'ou-1')}`],
      ['NAMEWORD#group', 'NAMEWORDS#ou-p', `group#${nameOrderKey('Acme Group', 'ou-1')}`],
    ]);
    expect(records[0]?.words).toEqual(['acme', 'group']);
  });
});
