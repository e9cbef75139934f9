/**
 * CSV text (RFC 4180): every cell quoted when it holds a comma, a quote or a line break, quotes
 * doubled, lines ended by CRLF. A cell a spreadsheet would run as a formula (it begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so opening the file never
 * runs what a person typed as their name (OWASP: CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the file holds it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV text, the header first. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
