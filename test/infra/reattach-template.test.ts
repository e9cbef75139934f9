/** Re-attaching retained data: the import template holds exactly what the deletion left behind. */
import { reattachTemplate, type OldStackResource } from '../../scripts/reattach-template';
import { buildPlatform } from './platform-fixture';

const prod = buildPlatform().find((built) => built.name === 'prod');
const template = prod?.template.toJSON() as Parameters<typeof reattachTemplate>[0];

/** What describe-stack-resources shows for the deleted prod stack: retained ones were skipped. */
const oldResources: OldStackResource[] = Object.entries(template.Resources).map(([id, r]) => ({
  LogicalResourceId: id,
  PhysicalResourceId: `physical-${id}`,
  ResourceType: r.Type,
  ResourceStatus: r.DeletionPolicy === 'Retain' ? 'DELETE_SKIPPED' : 'DELETE_COMPLETE',
}));

test('the table, the user pool and the buckets are imported by their identifiers', () => {
  const { resourcesToImport } = reattachTemplate(template, oldResources);
  const types = resourcesToImport.map((r) => r.ResourceType).sort();
  expect(types).toEqual([
    'AWS::Cognito::UserPool',
    'AWS::DynamoDB::Table',
    'AWS::S3::Bucket',
    'AWS::S3::Bucket',
    'AWS::S3::Bucket',
    'AWS::S3::Bucket',
  ]);
  const pool = resourcesToImport.find((r) => r.ResourceType === 'AWS::Cognito::UserPool');
  expect(pool?.ResourceIdentifier).toEqual({ UserPoolId: `physical-${pool?.LogicalResourceId}` });
});

test('the import template refers to nothing outside itself, and keeps every retain policy', () => {
  const result = reattachTemplate(template, oldResources);
  const ids = Object.keys(result.template.Resources);
  const text = JSON.stringify(result.template.Resources);
  for (const [, ref] of text.matchAll(/"Ref":"([^"]+)"/g)) {
    expect(ref?.startsWith('AWS::') || ids.includes(ref as string)).toBe(true);
  }
  expect(text).not.toContain('Fn::GetAtt');
  for (const resource of Object.values(result.template.Resources)) {
    expect(resource.DeletionPolicy).toBe('Retain');
  }
  // The pool comes back without its triggers; the `cdk deploy` after the import adds them.
  const pool = Object.values(result.template.Resources).find(
    (r) => r.Type === 'AWS::Cognito::UserPool',
  );
  expect(pool?.Properties?.LambdaConfig).toBeUndefined();
  expect(pool?.Properties?.Schema).toBeDefined();
});

test('resources that were deleted, or were never retained, are not imported', () => {
  const onlyTable = oldResources.map((r) =>
    r.ResourceType === 'AWS::DynamoDB::Table' ? r : { ...r, ResourceStatus: 'DELETE_COMPLETE' },
  );
  const { resourcesToImport } = reattachTemplate(template, onlyTable);
  expect(resourcesToImport.map((r) => r.ResourceType)).toEqual(['AWS::DynamoDB::Table']);
});
