/**
 * Re-attaching an environment's retained data (table, user pool, buckets) after its stack was
 * deleted: writes a template with only those resources (as the app synthesizes them, minus
 * properties that refer to anything else) and the list CloudFormation's IMPORT needs, from the
 * deleted stack's resources. Creating the stack from them and then running `cdk deploy` puts the
 * old data back under the new stack. Steps: docs/deploying.md, "Deleting an environment".
 *
 *   npx tsx scripts/reattach-template.ts <env> <deleted-stack-resources.json>
 */
import fs from 'node:fs';
import path from 'node:path';

import { settingsFor } from '../lib/settings';

interface Resource {
  Type: string;
  DeletionPolicy?: string;
  Properties?: Record<string, unknown>;
}

interface Template {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, Resource>;
}

/** One entry of `aws cloudformation describe-stack-resources` of the deleted stack. */
export interface OldStackResource {
  LogicalResourceId: string;
  PhysicalResourceId: string;
  ResourceType: string;
  ResourceStatus: string;
}

export interface ResourceToImport {
  ResourceType: string;
  LogicalResourceId: string;
  ResourceIdentifier: Record<string, string>;
}

/** The identifier CloudFormation imports each kind of retained resource by. */
const IDENTIFIERS: Record<string, string> = {
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::Cognito::UserPool': 'UserPoolId',
  'AWS::S3::Bucket': 'BucketName',
};

function refersTo(value: unknown): string[] {
  const text = JSON.stringify(value);
  const refs = [
    ...text.matchAll(/"Ref":"([^"]+)"/g),
    ...text.matchAll(/"Fn::GetAtt":\["([^"]+)"/g),
  ];
  return refs.map((match) => match[1] as string).filter((id) => !id.startsWith('AWS::'));
}

export function reattachTemplate(
  template: Template,
  oldResources: readonly OldStackResource[],
): { template: Template; resourcesToImport: ResourceToImport[] } {
  // Only what the deletion left behind (DELETE_SKIPPED) and the app still declares, retained.
  const kept = oldResources.filter(
    (old) =>
      old.ResourceStatus === 'DELETE_SKIPPED' &&
      IDENTIFIERS[old.ResourceType] !== undefined &&
      template.Resources[old.LogicalResourceId]?.Type === old.ResourceType &&
      template.Resources[old.LogicalResourceId]?.DeletionPolicy === 'Retain',
  );
  const ids = new Set(kept.map((old) => old.LogicalResourceId));
  const resources: Record<string, Resource> = {};
  for (const id of ids) {
    const resource = template.Resources[id] as Resource;
    // Properties naming resources that do not exist yet come back with the `cdk deploy` after.
    const properties = Object.fromEntries(
      Object.entries(resource.Properties ?? {}).filter(([, value]) =>
        refersTo(value).every((ref) => ids.has(ref)),
      ),
    );
    resources[id] = { ...resource, Properties: properties };
  }
  return {
    template: { Parameters: template.Parameters, Resources: resources },
    resourcesToImport: kept.map((old) => ({
      ResourceType: old.ResourceType,
      LogicalResourceId: old.LogicalResourceId,
      ResourceIdentifier: { [IDENTIFIERS[old.ResourceType] as string]: old.PhysicalResourceId },
    })),
  };
}

function main(): void {
  const [environment, oldResourcesFile] = process.argv.slice(2);
  if (!environment || !oldResourcesFile) {
    throw new Error('usage: tsx scripts/reattach-template.ts <env> <deleted-stack-resources.json>');
  }
  const { stackName } = settingsFor(environment);
  const outdir = path.resolve(__dirname, '..', 'cdk.out');
  const synthesized = path.join(outdir, `${stackName}.template.json`);
  if (!fs.existsSync(synthesized)) {
    throw new Error(`${synthesized} is missing: run npx cdk synth -c env=${environment} -q first`);
  }
  const old = JSON.parse(fs.readFileSync(oldResourcesFile, 'utf8')) as {
    StackResources: OldStackResource[];
  };
  const result = reattachTemplate(
    JSON.parse(fs.readFileSync(synthesized, 'utf8')) as Template,
    old.StackResources,
  );
  const templateFile = path.join(outdir, `reattach-${environment}.template.json`);
  const importFile = path.join(outdir, `reattach-${environment}.resources.json`);
  fs.writeFileSync(templateFile, `${JSON.stringify(result.template, null, 2)}\n`);
  fs.writeFileSync(importFile, `${JSON.stringify(result.resourcesToImport, null, 2)}\n`);
  for (const entry of result.resourcesToImport) {
    console.log(`${entry.LogicalResourceId}: ${Object.values(entry.ResourceIdentifier)[0]}`);
  }
  console.log(
    [
      '',
      `aws cloudformation create-change-set --stack-name ${stackName} --change-set-name reattach \\`,
      `  --change-set-type IMPORT --template-body file://${path.relative(process.cwd(), templateFile)} \\`,
      `  --resources-to-import file://${path.relative(process.cwd(), importFile)}`,
      `aws cloudformation execute-change-set --stack-name ${stackName} --change-set-name reattach`,
      `npx cdk deploy -c env=${environment} --strict --all`,
    ].join('\n'),
  );
}

if (require.main === module) main();
