/** Texts the config API sends back. */
export const CONFIG_MESSAGES = {
  chooseOneAction: 'Give exactly one of ?createArtifact=true or ?updateArtifact=true',
  identifierMismatch: 'The body identifier must match the identifier in the path',
  keyNotForIdentifier: (identifier: string) => `The key must name a ${identifier}.json object`,
  badKey: 'The key must be a plain object key without empty or relative segments',
  deployedChanged: 'The deployed config changed; reload',
  deployedUnreadable: 'The deployed config named by this key and ETag cannot be read; reload',
  artifactTooLarge: (limit: number) => `The deployed config exceeds ${limit} bytes`,
  artifactNotJson: 'The deployed config is not valid JSON',
  artifactInvalid: (detail: string) => `The deployed config is not a valid config: ${detail}`,
  alreadyActive: 'Already active; use update',
  versionRequired: 'An update needs the active version (body version or If-Match header)',
  activeChanged: 'The active config was changed by someone else or is not active; reload',
  configInvalid: (detail: string) => `The config is not valid: ${detail}`,
  notAnObject: 'the config must be a JSON object',
  missingInForce: 'required: neither this unit nor a unit above it sets it',
  unknownKey: (identifier: string) => `not a key of a ${identifier} config`,
  lockedAbove: (key: string, unitName: string) =>
    `The key "${key}" is locked on ${unitName}; units below it cannot override it`,
  notLockable: (key: string, identifier: string) =>
    `The key "${key}" is not a key of a ${identifier} config, so it cannot be locked`,
  notAConfigKey: (key: string, identifier: string) =>
    `The key "${key}" is not a key of a ${identifier} config`,
  noOwnKey: (key: string) => `The unit's own config does not set "${key}"; it is inherited already`,
  noOwnConfig: 'The unit has no own config of this identifier',
  noConfigInForce: (identifier: string) => `No config ${identifier} is in force on this unit`,
  versionNotFound: (number: number) => `There is no version ${number} of this config`,
  previewChooseOne: 'Give exactly one of ?key=&ETag=, ?version= or ?withoutKey=',
  previewNeedsBoth: 'A deployed config is named by both ?key= and ?ETag=',
  locksChanged: 'The locks were changed by someone else; reload',
  savedConflict: 'A config was saved under the same name at the same moment; save again',
} as const;

/** Audit summaries (they appear in the unit's notifications, so they name versions and changes). */
export const CONFIG_AUDIT = {
  saved: (identifier: string, unit: string, key: string) =>
    `Saved ${identifier} on ${unit} as ${key}`,
  activated: (identifier: string, version: number, unit: string, changes: string) =>
    `Activated ${identifier} version ${version} on ${unit}: ${changes}`,
  rolledBack: (identifier: string, from: number, unit: string, version: number, changes: string) =>
    `Rolled back ${identifier} to version ${from} on ${unit} as version ${version}: ${changes}`,
  inherited: (key: string, identifier: string, unit: string, version: number, changes: string) =>
    `Returned ${key} of ${identifier} to inherited on ${unit} as version ${version}: ${changes}`,
  locked: (key: string, identifier: string, unit: string, note?: string) =>
    `Locked ${key} of ${identifier} on ${unit} for the units below it${note ? `: ${note}` : ''}`,
  unlocked: (key: string, identifier: string, unit: string) =>
    `Unlocked ${key} of ${identifier} on ${unit}`,
} as const;

/** How the changes of a config are told in words ("home changes, 2 roles added"). */
export const CONFIG_CHANGE_WORDS = {
  none: 'no changes',
  set: (key: string) => `${key} set`,
  removed: (key: string) => `${key} removed`,
  changes: (key: string) => `${key} changes`,
  entries: (count: number, noun: readonly [string, string], what: string) =>
    `${count} ${count === 1 ? noun[0] : noun[1]} ${what}`,
  /** Singular and plural of the entries of a list key. */
  nouns: {
    roles: ['role', 'roles'],
    applications: ['application', 'applications'],
    entityRules: ['entity rule', 'entity rules'],
    grantable: ['grantable part', 'grantable parts'],
  } as Readonly<Record<string, readonly [string, string]>>,
  entryNoun: (key: string): readonly [string, string] => [`${key} entry`, `${key} entries`],
} as const;
