/**
 * Copies a sign-in account's status onto its profile, as the Cognito triggers do for accounts that
 * confirm or sign in (lambdas/triggers/confirmed-status.ts), so the users list shows the first
 * admin's status before their first sign-in. Neither the version nor the modification date moves.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import type { BootstrapTarget } from './target';

/** True when the profile exists and held another status (or none). */
export async function recordAccountStatus(
  target: BootstrapTarget,
  username: string,
  status: string,
): Promise<boolean> {
  try {
    await target.documents.send(
      new UpdateCommand({
        TableName: target.tableName,
        Key: keys.profile(username),
        UpdateExpression: 'SET cognitoStatus = :status',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(cognitoStatus) OR cognitoStatus <> :status)',
        ExpressionAttributeValues: { ':status': status },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
