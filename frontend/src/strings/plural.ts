/** "1 user", "2 users", "0 users": a count with its noun in the right number. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
