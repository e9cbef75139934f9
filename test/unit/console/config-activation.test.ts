import { identifierOfKey, planActivation } from '../../../frontend/src/api/config-activation';
import type { ActiveConfig, DeployedConfig } from '../../../frontend/src/api/config';

const deployed = (Key: string): DeployedConfig => ({
  Key,
  ETag: '"etag-1"',
  LastModified: '2026-02-01T00:00:00.000Z',
});

const active = (overrides: Partial<ActiveConfig>): ActiveConfig => ({
  identifier: 'core',
  key: 'ou-a/core.json',
  eTag: '"etag-0"',
  config: {},
  ouid: 'ou-a',
  inherited: false,
  createdBy: 'creator@example.com',
  createdDate: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...overrides,
});

describe('identifier of a deployed key', () => {
  it('is the file name without .json, at any depth', () => {
    expect(identifierOfKey('ou-a/core.json')).toBe('core');
    expect(identifierOfKey('ou-a/releases/next/ticket_app-2.json')).toBe('ticket_app-2');
  });

  it('is undefined when the file is not .json or its name is not an identifier', () => {
    expect(identifierOfKey('ou-a/core.yaml')).toBeUndefined();
    expect(identifierOfKey('ou-a/.json')).toBeUndefined();
    expect(identifierOfKey('ou-a/my config.json')).toBeUndefined();
    expect(identifierOfKey('ou-a/')).toBeUndefined();
  });
});

describe('create or update on Activate (spec §4, decided as the server keys configs)', () => {
  it('creates when nothing with the identifier is active', () => {
    const plan = planActivation(deployed('ou-a/ticketapp.json'), [active({})]);
    expect(plan).toEqual({
      mode: 'create',
      identifier: 'ticketapp',
      path: '/config/ticketapp?createArtifact=true',
      body: { key: 'ou-a/ticketapp.json', identifier: 'ticketapp', ETag: '"etag-1"' },
    });
  });

  it('creates the unit its own config when the active one is inherited from an ancestor', () => {
    const inherited = active({ ouid: 'ou-root', key: 'ou-root/core.json', inherited: true });
    expect(planActivation(deployed('ou-a/core.json'), [inherited])?.mode).toBe('create');
  });

  it('updates the unit its own config of the identifier, carrying version, creator and date', () => {
    const plan = planActivation(deployed('ou-a/core.json'), [active({})]);
    expect(plan).toEqual({
      mode: 'update',
      identifier: 'core',
      path: '/config/core?updateArtifact=true',
      body: {
        key: 'ou-a/core.json',
        identifier: 'core',
        ETag: '"etag-1"',
        version: 3,
        createdBy: 'creator@example.com',
        createdDate: '2026-01-01T00:00:00.000Z',
      },
    });
  });

  it('updates when the own config of the identifier came from another key', () => {
    // The server keeps one active config per unit and identifier: a create would be a 409.
    const plan = planActivation(deployed('ou-a/releases/next/core.json'), [active({})]);
    expect(plan?.mode).toBe('update');
    expect(plan?.body.key).toBe('ou-a/releases/next/core.json');
  });

  it('offers nothing for a key that names no identifier', () => {
    expect(planActivation(deployed('ou-a/readme.txt'), [])).toBeUndefined();
  });
});
