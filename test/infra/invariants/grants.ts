/** Least privilege: which handler role may do what. */
import { COGNITO_ACTIONS } from '../../../lib/constructs/api-handlers';
import { RESOURCES, type Resource } from '../../../lambdas/domain/routes';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface Statement {
  Action: string | string[];
}

/** Actions in the policies attached to each API handler's role, by resource. */
function actionsByResource({ template }: BuiltEnvironment): Map<Resource, Set<string>> {
  const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
  const result = new Map<Resource, Set<string>>();
  for (const resource of RESOURCES) {
    const roleId = new RegExp(
      `^Handlers${resource.charAt(0).toUpperCase()}${resource.slice(1)}HandlerRole[0-9A-F]{8}$`,
    );
    const actions = new Set<string>();
    for (const policy of policies) {
      const roles = (policy.Properties?.Roles as { Ref: string }[]).map((role) => role.Ref);
      if (!roles.some((role) => roleId.test(role))) continue;
      const statements = (policy.Properties?.PolicyDocument as { Statement: Statement[] })
        .Statement;
      for (const statement of statements) [statement.Action].flat().forEach((a) => actions.add(a));
    }
    result.set(resource, actions);
  }
  return result;
}

export function describeGrants(built: BuiltEnvironment): void {
  const actions = actionsByResource(built);
  const holders = (action: string) =>
    RESOURCES.filter((resource) => actions.get(resource)?.has(action)).sort();

  test('only userprofile, orguser and tenant may call the Cognito admin API, only the listed actions', () => {
    for (const resource of RESOURCES) {
      const cognitoActions = [...(actions.get(resource) ?? [])].filter((a) =>
        a.startsWith('cognito-idp:'),
      );
      expect(cognitoActions.sort()).toEqual([...(COGNITO_ACTIONS[resource] ?? [])].sort());
    }
    expect(holders('cognito-idp:AdminDisableUser')).toEqual(['userprofile']);
    expect(holders('cognito-idp:AdminGetUser')).toEqual(['orguser', 'tenant', 'userprofile']);
    // Only invitations create accounts: a tenant's first admin, a new org user, a new user.
    expect(holders('cognito-idp:AdminCreateUser')).toEqual(['orguser', 'tenant', 'userprofile']);
  });

  test('only document may put, read and delete documents, only config may read and save config artifacts', () => {
    expect(holders('s3:PutObject')).toEqual(['config', 'document']);
    expect(holders('s3:DeleteObject')).toEqual(['document']);
    expect(holders('s3:GetObject')).toEqual(['config', 'document']);
    expect(holders('s3:ListBucket')).toEqual(['config']);
    for (const resource of RESOURCES) {
      const s3 = [...(actions.get(resource) ?? [])].filter((a) => a.startsWith('s3:'));
      expect(s3.every((a) => !a.includes('*'))).toBe(true);
    }
  });

  test('no role of the stack may Scan the table or hold dynamodb:*', () => {
    const all = Object.values(resourcesOf(built.template, 'AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement.flatMap(
        (statement) => [statement.Action].flat(),
      ),
    );
    expect(all).toContain('dynamodb:Query');
    expect(all).not.toContain('dynamodb:Scan');
    expect(all).not.toContain('dynamodb:*');
  });

  test('only config may run PartiQL, and only SELECT (its one read of a whole ouid chain)', () => {
    expect(holders('dynamodb:PartiQLSelect')).toEqual(['config']);
    for (const action of ['PartiQLInsert', 'PartiQLUpdate', 'PartiQLDelete'])
      expect(holders(`dynamodb:${action}`)).toEqual([]);
    const partiql = Object.values(resourcesOf(built.template, 'AWS::IAM::Policy'))
      .flatMap(
        (policy) =>
          (
            policy.Properties?.PolicyDocument as {
              Statement: (Statement & { Condition?: unknown })[];
            }
          ).Statement,
      )
      .filter((statement) => [statement.Action].flat().includes('dynamodb:PartiQLSelect'));
    expect(partiql.length).toBeGreaterThan(0);
    for (const statement of partiql)
      expect(statement.Condition).toEqual({ Bool: { 'dynamodb:FullTableScan': 'false' } });
  });

  test('orgplan only reads the table; the others may write', () => {
    expect(holders('dynamodb:PutItem')).toEqual([
      'appuser',
      'config',
      'document',
      'orgunit',
      'orguser',
      'team',
      'tenant',
      'userprofile',
    ]);
    expect(holders('dynamodb:Query')).toEqual([...RESOURCES].sort());
  });

  test('publishing handlers may publish to the API topic, and nothing else in SNS', () => {
    expect(holders('sns:Publish')).toEqual([
      'appuser',
      'config',
      'document',
      'orgunit',
      'orguser',
      'team',
      'tenant',
      'userprofile',
    ]);
    for (const resource of RESOURCES) {
      const sns = [...(actions.get(resource) ?? [])].filter((a) => a.startsWith('sns:'));
      expect(sns.every((a) => a === 'sns:Publish')).toBe(true);
    }
  });
}
