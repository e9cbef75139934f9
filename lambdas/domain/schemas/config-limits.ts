/**
 * The config routes' limits, apart from their schemas: the console's first reads of a page load
 * build a config path with them and must not bring the schemas (and zod) into its entry chunk.
 */
export const CONFIG_LIMITS = {
  identifier: 64,
  key: 1024,
  eTag: 200,
  createdBy: 256,
  date: 40,
  /** Deployed artifacts are small JSON documents; anything larger is refused, not parsed. */
  artifactBytes: 256 * 1024,
  listPage: 1000,
  /** A note kept with a saved config or a version. */
  note: 500,
  nextToken: 2048,
} as const;
