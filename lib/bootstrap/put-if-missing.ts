/** The bootstrap's only kind of single-item write: a put that never replaces what is there. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';

import type { BootstrapTarget } from './target';

/**
 * Puts the item unless its key exists; true when it was written. `orLacking` also replaces an
 * item that lacks that attribute (one written before the attribute existed).
 */
export async function putIfMissing(
  target: BootstrapTarget,
  item: NonNullable<PutCommandInput['Item']>,
  orLacking?: string,
): Promise<boolean> {
  try {
    await target.documents.send(
      new PutCommand({
        TableName: target.tableName,
        Item: item,
        ConditionExpression: orLacking
          ? 'attribute_not_exists(PK) OR attribute_not_exists(#lacking)'
          : 'attribute_not_exists(PK)',
        ExpressionAttributeNames: orLacking ? { '#lacking': orLacking } : undefined,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
