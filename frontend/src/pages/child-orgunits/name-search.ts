/** The search words of spec §5: the text split on spaces, blanks dropped, lower-cased. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** Spec §5: every typed word must occur in the name (case-insensitive, any order); no words match all. */
export function nameMatchesSearch(name: string, text: string): boolean {
  const lowerName = name.toLowerCase();
  return searchWords(text).every((word) => lowerName.includes(word));
}
