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
} as const;
