import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { UNIT_ROUTES, type UnitRoute } from '../../../frontend/src/common/unit-routes';
import { type CoreConfig, coreConfigSchema } from '../../../lambdas/domain/config-schema';
import { loadShippedConfigs, SHIPPED_CONFIGS_DIR } from '../../../lib/bootstrap/shipped-configs';

const CORE = {
  home: 'orgunits',
  roles: [{ value: 'admin', name: 'Admin' }],
  applications: [{ id: 'ticketapp', name: 'Issue Tracker' }],
  entityRules: [],
};
const TICKETAPP = { roles: [{ value: 'agent', name: 'Agent' }] };

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'orgconsole-configs-'));
});

afterEach(() => rmSync(directory, { recursive: true, force: true }));

function write(files: Record<string, unknown>): void {
  for (const [name, content] of Object.entries(files)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    writeFileSync(path.join(directory, name), text);
  }
}

describe('the configs shipped in the repo', () => {
  it('are a valid core config first, then application configs the core config lists', () => {
    const shipped = loadShippedConfigs();
    expect(shipped[0]?.identifier).toBe('core');
    expect(coreConfigSchema.parse(shipped[0]?.config)).toEqual(shipped[0]?.config);
    for (const { identifier, body } of shipped) {
      expect(body).toBe(readFileSync(path.join(SHIPPED_CONFIGS_DIR, `${identifier}.json`), 'utf8'));
    }
  });

  // The shipped core config is the platform defaults every tenant inherits (docs/configuration.md).
  it('name no home, or one that units of every type have', () => {
    const { home } = loadShippedConfigs()[0]?.config as CoreConfig;
    const routes: UnitRoute[] = Object.values(UNIT_ROUTES);
    const route = routes.find((candidate) => candidate.path === home);
    expect(home === undefined || (route !== undefined && route.unitType === undefined)).toBe(true);
  });

  it('are read from a folder, core first and the rest by name, other files ignored', () => {
    write({ 'ticketapp.json': TICKETAPP, 'core.json': CORE, 'README.md': '# not a config' });
    const shipped = loadShippedConfigs(directory);
    expect(shipped.map((config) => config.identifier)).toEqual(['core', 'ticketapp']);
    expect(shipped[1]?.config).toEqual(TICKETAPP);
  });

  it.each([
    ['a folder without core.json', { 'ticketapp.json': TICKETAPP }, 'has no core.json'],
    ['a file that is not JSON', { 'core.json': '{ "home": ' }, 'core.json: not JSON'],
    [
      'a role value that could split a policy',
      { 'core.json': { ...CORE, roles: [{ value: 'admin;system=admin', name: 'Admin' }] } },
      'core.json: roles.0.value',
    ],
    [
      'an application the core config does not list',
      { 'core.json': CORE, 'ticketapp.json': TICKETAPP, 'expenses.json': TICKETAPP },
      'expenses.json: application expenses is not listed in core.json',
    ],
    [
      'a file name that is no identifier',
      { 'core.json': CORE, 'ticket app.json': TICKETAPP },
      'ticket app.json: the file name is not a config identifier',
    ],
  ])('refuse %s', (_case, files, message) => {
    write(files);
    expect(() => loadShippedConfigs(directory)).toThrow(message);
  });
});
