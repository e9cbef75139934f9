import type { CoreConfig } from '../../../lambdas/domain/config-schema';
import { publishesToApiTopic, withPublishFlag } from '../../../frontend/src/api/entity-rules';

const core = (entityRules: CoreConfig['entityRules']): CoreConfig => ({
  roles: [{ value: 'admin', name: 'Admin' }],
  applications: [],
  entityRules,
});

describe('publishToApiTopic from the core config entity rules (spec §7)', () => {
  const rules = core([
    { entity: 'orgunit', publishToApiTopic: { actions: ['C', 'D'] } },
    { entity: 'orguser', publishToApiTopic: { actions: ['D'] } },
  ]);

  it('adds the flag exactly when the entity lists the action', () => {
    expect(withPublishFlag('/orgunit', rules, 'orgunit', 'C')).toBe(
      '/orgunit?publishToApiTopic=true',
    );
    expect(withPublishFlag('/orgunit/x', rules, 'orgunit', 'D')).toBe(
      '/orgunit/x?publishToApiTopic=true',
    );
    expect(withPublishFlag('/orguser', rules, 'orguser', 'C')).toBe('/orguser');
    expect(withPublishFlag('/config/core', rules, 'config', 'C')).toBe('/config/core');
  });

  it('appends to an existing query', () => {
    expect(withPublishFlag('/config/core?createArtifact=true', rules, 'orgunit', 'C')).toBe(
      '/config/core?createArtifact=true&publishToApiTopic=true',
    );
  });

  it('never publishes without a core config', () => {
    expect(publishesToApiTopic(undefined, 'orgunit', 'C')).toBe(false);
  });
});
