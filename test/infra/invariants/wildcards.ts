/**
 * Only the X-Ray actions may use `Resource: *` (they have no resource-level permissions). Checked
 * on every policy the stack writes: identity policies (our roles' and CDK's own custom-resource
 * roles') and resource policies. A KMS key policy is not checked: there `*` means the key itself.
 * AWS-managed policies are attached by ARN only to the roles listed below.
 */
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

const XRAY_ACTIONS = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);

/** Managed policies the stack may attach, each acknowledged (AwsSolutions-IAM4) at its role. */
const MANAGED_POLICIES: Record<string, RegExp> = {
  // CDK's BucketDeployment and auto-delete-objects handlers: log writing only.
  'service-role/AWSLambdaBasicExecutionRole':
    /^(CustomCDKBucketDeployment|CustomS3AutoDeleteObjectsCustomResourceProvider)/,
  // The account-level role API Gateway writes logs with.
  'service-role/AmazonAPIGatewayPushToCloudWatchLogs': /^ApiAccountLoggingCloudWatchRole/,
  // The role AWS Backup backs the table up with (prod).
  'service-role/AWSBackupServiceRolePolicyForBackup': /^TableBackupPlanTableRole/,
};

interface Statement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
}

type PolicyOf = [owner: string, statements: Statement[]];

function policies(built: BuiltEnvironment): PolicyOf[] {
  const { template } = built;
  const statementsOf = (document: unknown) => (document as { Statement: Statement[] }).Statement;
  return [
    ...Object.entries(resourcesOf(template, 'AWS::IAM::Policy')).map(([id, p]): PolicyOf => [
      id,
      statementsOf(p.Properties?.PolicyDocument),
    ]),
    ...Object.entries(resourcesOf(template, 'AWS::IAM::ManagedPolicy')).map(([id, p]): PolicyOf => [
      id,
      statementsOf(p.Properties?.PolicyDocument),
    ]),
    ...Object.entries(resourcesOf(template, 'AWS::IAM::Role')).flatMap(([id, role]) =>
      ((role.Properties?.Policies ?? []) as { PolicyDocument: unknown }[]).map((p): PolicyOf => [
        id,
        statementsOf(p.PolicyDocument),
      ]),
    ),
    ...['AWS::S3::BucketPolicy', 'AWS::SNS::TopicPolicy'].flatMap((type) =>
      Object.entries(resourcesOf(template, type)).map(([id, p]): PolicyOf => [
        id,
        statementsOf(p.Properties?.PolicyDocument),
      ]),
    ),
  ];
}

export function describeWildcards(built: BuiltEnvironment): void {
  test('only the X-Ray actions are allowed on Resource "*"', () => {
    const all = policies(built);
    expect(all.length).toBeGreaterThan(10);
    const offending = all.flatMap(([owner, statements]) =>
      statements
        .filter((s) => s.Effect === 'Allow' && [s.Resource].flat().includes('*'))
        .filter((s) => ![s.Action].flat().every((action) => XRAY_ACTIONS.has(action)))
        .map((s) => `${owner}: ${JSON.stringify(s.Action)}`),
    );
    expect(offending).toEqual([]);
  });

  test('AWS-managed policies are attached only to the roles that are acknowledged for them', () => {
    for (const [id, role] of Object.entries(resourcesOf(built.template, 'AWS::IAM::Role'))) {
      for (const arn of (role.Properties?.ManagedPolicyArns ?? []) as unknown[]) {
        const name = JSON.stringify(arn).match(/:iam::aws:policy\/([\w/-]+)/)?.[1] ?? '?';
        expect({ id, name, allowed: MANAGED_POLICIES[name]?.test(id) ?? false }).toEqual({
          id,
          name,
          allowed: true,
        });
      }
    }
  });
}
