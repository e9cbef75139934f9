import { TEAM_NAME_LIMIT } from '@domain/schemas/team';

import { teamsStrings } from '../../strings/teams';

const text = teamsStrings.form;
const CONTROL_CHARACTERS = /\p{Cc}/u;
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

/** What is wrong with a team name, as the server would refuse it; undefined when it is fine. */
export function teamNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!VISIBLE_CHARACTER.test(trimmed)) return text.blank;
  if (trimmed.length > TEAM_NAME_LIMIT) return text.tooLong(TEAM_NAME_LIMIT);
  if (CONTROL_CHARACTERS.test(trimmed)) return text.controlCharacters;
  return undefined;
}
