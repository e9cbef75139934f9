import { identifierOfKey, isActiveArtifact } from '../../../frontend/src/api/config-activation';
import type { ActiveConfig, DeployedConfig } from '../../../frontend/src/api/config';
import { configChangeRequest } from '../../../frontend/src/api/config-change';
import type { ConfigPreview } from '../../../frontend/src/api/config-preview';
import type { CoreConfig } from '../../../lambdas/domain/config-schema';

const deployed = (Key: string, ETag = '"etag-1"'): DeployedConfig => ({
  Key,
  ETag,
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

const preview = (currentVersion: number): ConfigPreview => ({
  identifier: 'core',
  unit: { id: 'ou-a', name: 'Sales' },
  currentVersion,
  nextVersion: currentVersion + 1,
  before: {},
  after: {},
  changes: [],
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

describe('the deployed list marks the unit its own active artifact', () => {
  const own = { config: {}, version: 4, key: 'ou-a/saved/x/core.json', eTag: 'abc' };

  it('by key and ETag (quoted or not) of the own config of the identifier', () => {
    const configs = [active({ own })];
    expect(isActiveArtifact(deployed('ou-a/saved/x/core.json', '"abc"'), configs)).toBe(true);
    expect(isActiveArtifact(deployed('ou-a/saved/x/core.json', 'abd'), configs)).toBe(false);
    expect(isActiveArtifact(deployed('ou-a/saved/y/core.json', '"abc"'), configs)).toBe(false);
  });

  it('never when the unit has no config of its own (everything inherited)', () => {
    const configs = [active({ inherited: true, key: 'ou-system/core.json', eTag: '"etag-1"' })];
    expect(isActiveArtifact(deployed('ou-system/core.json'), configs)).toBe(false);
  });
});

describe('the write a reviewed change sends (issue 38)', () => {
  const artifact = { kind: 'artifact', key: 'ou-a/core.json', eTag: '"etag-1"' } as const;

  it('creates when the unit has no config of its own (current version 0)', () => {
    expect(configChangeRequest('core', artifact, preview(0), '', undefined)).toEqual({
      method: 'PUT',
      path: '/config/core?createArtifact=true',
      body: { key: 'ou-a/core.json', identifier: 'core', ETag: '"etag-1"' },
    });
  });

  it('updates the version the review compared against, with the note when one was written', () => {
    expect(configChangeRequest('core', artifact, preview(6), '  why  ', undefined)).toEqual({
      method: 'PUT',
      path: '/config/core?updateArtifact=true',
      body: {
        key: 'ou-a/core.json',
        identifier: 'core',
        ETag: '"etag-1"',
        version: 6,
        note: 'why',
      },
    });
  });

  it('rolls back to a version, naming the one it replaces', () => {
    const source = { kind: 'version', number: 3 } as const;
    expect(configChangeRequest('core', source, preview(7), '', undefined)).toEqual({
      method: 'POST',
      path: '/config/core/versions/3/rollback',
      body: { version: 7 },
    });
  });

  it('returns a key to inherited, and asks for the API event when the entity rules say so', () => {
    const core = {
      home: 'orgusers',
      roles: [],
      applications: [],
      entityRules: [{ entity: 'config', publishToApiTopic: { actions: ['C'] } }],
    } as unknown as CoreConfig;
    const source = { kind: 'withoutKey', key: 'home' } as const;
    expect(configChangeRequest('core', source, preview(2), '', core)).toEqual({
      method: 'DELETE',
      path: '/config/core/keys/home?publishToApiTopic=true',
      body: { version: 2 },
    });
  });
});
