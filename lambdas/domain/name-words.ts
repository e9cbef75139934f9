/**
 * Name order and name search of a unit's children (docs/spec-deviations.md). Names and searches
 * are cut into the same words: letters and digits, lower-cased, accents dropped (NFKD), split on
 * white space and punctuation. A search matches a name when each of its words begins a word of the
 * name ("acm gr" finds "Acme Group"; "cme" does not).
 */

/** Lower than any character a name may hold (names have no control characters). */
const NAME_ORDER_SEPARATOR = '\u0001';

/**
 * A name has at most this many indexed words, so that a rename (old and new words, unit, sibling
 * names and audit) fits one 100-item transaction. Only a name of one-letter words reaches it (45
 * words take 89 characters); its further words still narrow a search but cannot start one.
 */
export const MAX_INDEXED_WORDS = 45;

/**
 * Words are cut to this many characters: accent and compatibility decomposition can lengthen a
 * word (`㌀` is four letters), and a word is part of a key of at most 1024 bytes.
 */
const MAX_WORD_LENGTH = 100;

/** The key that orders siblings by name, case-insensitively, then by id. */
export function nameOrderKey(name: string, id: string): string {
  return `${name.toLowerCase()}${NAME_ORDER_SEPARATOR}${id}`;
}

/** Code point order, which is the order DynamoDB sorts keys in (UTF-8 bytes). */
function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** The distinct words of a name or a search, in key order. */
export function nameWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].sort(byCodePoint);
}

/**
 * The words of a name that are looked up by prefix: a word that begins another word of the name
 * adds nothing (every prefix of it is a prefix of the longer one), so it is left out.
 */
export function indexedWords(words: readonly string[]): string[] {
  return words
    .filter((word) => !words.some((other) => other !== word && other.startsWith(word)))
    .slice(0, MAX_INDEXED_WORDS);
}

/** True when every search word begins one of the name's words. */
export function wordsMatch(nameWordList: readonly string[], searchWordList: readonly string[]) {
  return searchWordList.every((term) => nameWordList.some((word) => word.startsWith(term)));
}

/** The search word whose index range is read: the longest one narrows the read the most. */
export function lookupWord(searchWordList: readonly string[]): string | undefined {
  return searchWordList.reduce<string | undefined>(
    (longest, word) => (longest === undefined || word.length > longest.length ? word : longest),
    undefined,
  );
}

/**
 * A unit is listed once per search although several of its indexed words may begin with the
 * lookup word: it is taken at the first of them in index order (the smallest).
 */
export function firstIndexedMatch(
  nameWordList: readonly string[],
  lookup: string,
): string | undefined {
  return indexedWords(nameWordList).find((word) => word.startsWith(lookup));
}
