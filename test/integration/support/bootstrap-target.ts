/** The shared platform as the bootstrap command sees an environment (its clients and resources). */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import type { BootstrapTarget } from '../../../lib/bootstrap/target';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from './accounts';
import type { PlatformFacts } from './platform-process';
import { s3Client } from './snapshot-state';

export function bootstrapTarget(facts: PlatformFacts): BootstrapTarget {
  return {
    documents: tableClient(facts),
    s3: s3Client(facts),
    cognito: new CognitoIdentityProviderClient({
      endpoint: facts.urls.cognitoLocal,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
    tableName: LOCAL_RESOURCES.tableName,
    configBucket: LOCAL_RESOURCES.configBucket,
    userPoolId: facts.userPool.userPoolId,
  };
}

/** Closes the target's clients. */
export function closeBootstrapTarget(target: BootstrapTarget): void {
  for (const client of [target.documents, target.s3, target.cognito]) client.destroy();
}
