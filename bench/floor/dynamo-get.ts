/**
 * The floor of a DynamoDB handler: it creates the document client and does one Get, nothing
 * else. Bundled exactly like the real handlers, it is the size and init time none can go below.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export async function handler(event: { id: string }) {
  const answer = await client.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: event.id, SK: 'OU' } }),
  );
  return answer.Item;
}
