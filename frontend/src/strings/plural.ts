/** A noun's regular plural: "user", "users". */
export const pluralOf = (one: string): string => `${one}s`;

/** "1 user", "2 users", "0 users": a count with its noun in the right number. */
export function countOf(count: number, one: string, many = pluralOf(one)): string {
  return `${count} ${count === 1 ? one : many}`;
}
