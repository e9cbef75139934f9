/**
 * The configs shipped in the repo (`configs/{identifier}.json`): the `core` config and one file per
 * application. Each is checked against the schema the config API checks deployed artifacts with,
 * and every application config must be an application the core config lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  type ApplicationConfig,
  configSchemaFor,
  type CoreConfig,
  CORE_CONFIG_IDENTIFIER,
} from '../../lambdas/domain/config-schema';
import { CONFIG_LIMITS, configIdentifierSchema } from '../../lambdas/domain/schemas/config';
import { BootstrapError } from './target';

export const SHIPPED_CONFIGS_DIR = path.resolve(__dirname, '..', '..', 'configs');

export interface ShippedConfig {
  identifier: string;
  /** The file's text, uploaded as it is. */
  body: string;
  config: CoreConfig | ApplicationConfig;
}

function parseShipped(file: string, identifier: string, body: string): ShippedConfig {
  const problem = (detail: string) => new BootstrapError(`${file}: ${detail}`);
  if (!configIdentifierSchema.safeParse(identifier).success) {
    throw problem('the file name is not a config identifier (letters, digits, - and _)');
  }
  if (Buffer.byteLength(body) > CONFIG_LIMITS.artifactBytes) {
    throw problem(`larger than ${CONFIG_LIMITS.artifactBytes} bytes`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw problem(`not JSON (${(error as Error).message})`);
  }
  const result = configSchemaFor(identifier).safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`,
    );
    throw problem(issues.join('; '));
  }
  return { identifier, body, config: result.data };
}

/** The shipped configs, `core` first, then the applications by identifier. */
export function loadShippedConfigs(directory: string = SHIPPED_CONFIGS_DIR): ShippedConfig[] {
  const names = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const configs = names.map((name) =>
    parseShipped(
      path.join(directory, name),
      path.basename(name, '.json'),
      readFileSync(path.join(directory, name), 'utf8'),
    ),
  );
  const core = configs.find((shipped) => shipped.identifier === CORE_CONFIG_IDENTIFIER);
  if (!core) {
    throw new BootstrapError(`${directory} has no ${CORE_CONFIG_IDENTIFIER}.json`);
  }
  const listed = new Set((core.config as CoreConfig).applications.map((app) => app.id));
  const applications = configs.filter((shipped) => shipped !== core);
  for (const { identifier } of applications) {
    if (!listed.has(identifier)) {
      throw new BootstrapError(
        `${path.join(directory, `${identifier}.json`)}: application ${identifier} is not listed in ${CORE_CONFIG_IDENTIFIER}.json`,
      );
    }
  }
  return [core, ...applications];
}
