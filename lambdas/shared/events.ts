/**
 * Publishes API events on the platform's SNS topic, each call bounded by the time budget it runs
 * in (aws-call-bounds.ts). Locally the standard `AWS_ENDPOINT_URL_SNS` variable points the
 * unchanged client at the gateway's SNS stand-in, which records them.
 */
import { HANDLER_ENV } from '../domain/data-keys';
import type { ApiEvent } from '../domain/records';
import { timeBoundClient } from './aws-call-bounds';
import { DEFAULT_REGION } from './dynamo-client';
import { lazy } from './lazy';

const sns = lazy(async () => {
  const { PublishCommand, SNSClient } = await import('@aws-sdk/client-sns');
  return {
    PublishCommand,
    client: timeBoundClient(
      (bounds) => new SNSClient({ region: process.env.AWS_REGION ?? DEFAULT_REGION, ...bounds }),
    ),
  };
});

export async function publishApiEvent(event: ApiEvent): Promise<void> {
  const topicArn = process.env[HANDLER_ENV.apiTopicArn];
  if (!topicArn) throw new Error(`Environment variable ${HANDLER_ENV.apiTopicArn} is not set`);
  const { PublishCommand, client } = await sns();
  await client.send(
    new PublishCommand({
      TopicArn: topicArn,
      Message: JSON.stringify(event),
      MessageAttributes: {
        entity: { DataType: 'String', StringValue: event.entity },
        action: { DataType: 'String', StringValue: event.action },
      },
    }),
  );
}

/** The console asks for an event with `?publishToApiTopic=true` when the org's entity rules say so. */
export function publishRequested(query: Readonly<Record<string, string | undefined>>): boolean {
  return query.publishToApiTopic === 'true';
}
