/**
 * The username segment of the user screens' paths (spec §2: spaces shown as dashes), reversible
 * for every username: a space becomes '-', a literal '-' becomes '~-' and '~' becomes '~~'.
 * `unitPath` URL-encodes the segment afterwards; react-router decodes it before `usernameFromPath`.
 */
const ESCAPE = '~';
const SPACE_MARK = '-';

export function usernameToPath(username: string): string {
  let segment = '';
  for (const char of username) {
    if (char === ' ') segment += SPACE_MARK;
    else if (char === SPACE_MARK || char === ESCAPE) segment += ESCAPE + char;
    else segment += char;
  }
  return segment;
}

/** The username of a path segment; a dangling or unknown escape is kept as typed. */
export function usernameFromPath(segment: string): string {
  let username = '';
  for (let index = 0; index < segment.length; index += 1) {
    const char = segment.charAt(index);
    const next = segment.charAt(index + 1);
    if (char === ESCAPE && (next === SPACE_MARK || next === ESCAPE)) {
      username += next;
      index += 1;
    } else if (char === SPACE_MARK) username += ' ';
    else username += char;
  }
  return username;
}
