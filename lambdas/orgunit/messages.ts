/** Texts the orgunit routes send back. */
import { API_MESSAGES } from '../shared/messages';

export const ORGUNIT_MESSAGES = {
  chainMismatch: "The x-ouidchain header does not match the acting unit's ouid chain",
  duplicateName: 'An orgunit with this name already exists here',
  duplicateTenantName: API_MESSAGES.duplicateTenantName,
  parentMarkedForDeletion: 'The acting unit is marked for deletion; no units can be added under it',
  tooDeep: (levels: number) => `Orgunits can be nested at most ${levels} levels deep`,
  identifierMismatch: 'The identifier in the body does not match the orgunit in the path',
  staleVersion:
    'This orgunit was changed by someone else since you loaded it; reload it and try again',
  notDeletable: (type: string) => `The ${type} unit cannot be deleted`,
  seenInFuture: 'at must not lie in the future: mark a record you were shown as seen',
  summaries: {
    created: (name: string, id: string) => `Created unit '${name}' (${id})`,
    updated: (name: string) => `Updated unit '${name}'`,
    renamed: (from: string, to: string) => `Renamed unit '${from}' to '${to}'`,
    deletionRequested: (name: string) => `Requested deletion of unit '${name}'`,
  },
} as const;
