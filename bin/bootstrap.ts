/**
 * `npm run bootstrap -- --env <default|prod> --admin-email <address>`: after `cdk deploy`, creates
 * what a fresh environment needs to be used (lib/bootstrap/bootstrap.ts, docs/bootstrap.md). Safe
 * to run again: it keeps what is there and prints what it created and what it found.
 */
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { bootstrapPlatform } from '../lib/bootstrap/bootstrap';
import { BOOTSTRAP_USAGE, parseBootstrapArgs } from '../lib/bootstrap/cli-args';
import { readStackResources } from '../lib/bootstrap/stack-outputs';
import { formatSteps } from '../lib/bootstrap/steps';
import { BootstrapError } from '../lib/bootstrap/target';

async function main(): Promise<void> {
  // The SDK is pinned for Node 20 on purpose (TOOLCHAIN.md); its notice about Node 22 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const args = parseBootstrapArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(BOOTSTRAP_USAGE);
    return;
  }
  const { region, stackName } = args;
  console.log(`Bootstrapping ${stackName} in ${region}`);

  const cloudFormation = new CloudFormationClient({ region });
  const dynamodb = new DynamoDBClient({ region });
  const s3 = new S3Client({ region });
  const cognito = new CognitoIdentityProviderClient({ region });
  try {
    const resources = await readStackResources(
      cloudFormation,
      stackName,
      `deploy it first (npx cdk deploy -c env=${args.env} --all)`,
    );
    const result = await bootstrapPlatform(
      { documents: DynamoDBDocumentClient.from(dynamodb), s3, cognito, ...resources },
      { admin: args.admin, delivery: 'email', resendInvitation: args.resendInvitation },
    );
    for (const line of formatSteps(result.steps)) console.log(line);
    console.log(`First system admin: ${result.admin.username} (${result.admin.status})`);
  } finally {
    for (const client of [cloudFormation, dynamodb, s3, cognito]) client.destroy();
  }
}

/** One line for what the operator can fix (refusals, credentials, AWS answers); bugs in full. */
function describe(error: unknown): unknown {
  if (error instanceof BootstrapError) return error.message;
  if (!(error instanceof Error)) return error;
  if (error.name === 'CredentialsProviderError') {
    return `No AWS credentials found (${error.message}): set AWS_PROFILE or sign in, e.g. aws sso login`;
  }
  if ('$metadata' in error) return `${error.name}: ${error.message}`;
  return error;
}

main().catch((error: unknown) => {
  console.error(describe(error));
  process.exit(1);
});
