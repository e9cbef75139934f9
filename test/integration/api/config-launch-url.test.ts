/**
 * Issue 14: the core config's applications carry an optional release status and launch URL. The
 * config API checks them when a deployed core config is activated: only an https: address is
 * accepted (the console renders it as a link), and older configs without them stay valid.
 */
import { randomUUID } from 'node:crypto';

import {
  activate,
  activeConfig,
  deployArtifact,
  newUnit,
  VALID_CORE_CONFIG,
} from '../support/config-fixture';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let admin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
});

/** Deploys the core config under a fresh unit and asks to activate it there. */
async function activateCore(config: unknown) {
  const unit = await newUnit(facts, admin);
  const key = `${unit.id}/core.json`;
  const eTag = await deployArtifact(facts, key, config);
  const answer = await activate(facts, admin, unit.id, 'core', {
    key,
    identifier: 'core',
    ETag: eTag,
  });
  return { unit, answer };
}

const withApplication = (application: Record<string, unknown>) => ({
  ...VALID_CORE_CONFIG,
  applications: [{ id: 'ticketapp', name: 'Issue Tracker', ...application }],
});

it('activates a core config whose applications have a status and an https launch URL', async () => {
  const config = withApplication({
    status: 'pending',
    launchUrl: `https://tickets.example.com/${randomUUID()}`,
  });
  const { unit, answer } = await activateCore(config);
  expect(answer.status).toBe(200);
  expect((await activeConfig(facts, unit.id, 'core'))?.config).toEqual(config);
});

it.each([
  ['a javascript: launch URL', { launchUrl: 'javascript:alert(document.cookie)' }],
  ['an http: launch URL', { launchUrl: 'http://tickets.example.com/' }],
  ['an unknown status', { status: 'beta' }],
])('refuses %s on activation and keeps nothing', async (_what, application) => {
  const { unit, answer } = await activateCore(withApplication(application));
  expect(answer.status).toBe(400);
  expect((answer.body as { error: string }).error).toMatch(
    /^The deployed config is not a valid config: applications\.0\.(launchUrl|status): /,
  );
  expect(await activeConfig(facts, unit.id, 'core')).toBeUndefined();
});
