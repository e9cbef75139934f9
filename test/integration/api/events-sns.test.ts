/** The local SNS stand-in: the unchanged SDK publishes to it, and the gateway lists what it recorded. */
import { randomUUID } from 'node:crypto';

import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';

import { ROOT_UNIT_ID } from '../../../local/seed-data';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { SNS_PATH_PREFIX } from '../../../local/sns';
import { recordedEvents } from '../support/config-fixture';
import { adminToken, createUnit } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const snsEndpoint = `${facts.urls.api}${SNS_PATH_PREFIX}`;

describe('the local SNS stand-in', () => {
  it('accepts a Publish from the SDK and lists the message newest first', async () => {
    const sns = new SNSClient({
      endpoint: snsEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const marker = randomUUID();
    try {
      const first = await sns.send(
        new PublishCommand({
          TopicArn: LOCAL_RESOURCES.apiTopicArn,
          Message: JSON.stringify({ marker, order: 1 }),
          MessageAttributes: { entity: { DataType: 'String', StringValue: 'orgunit' } },
        }),
      );
      await sns.send(
        new PublishCommand({ TopicArn: LOCAL_RESOURCES.apiTopicArn, Message: `plain ${marker}` }),
      );
      expect(first.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      sns.destroy();
    }

    const events = await recordedEvents(facts);
    const ours = events.filter(
      (event) =>
        event.message === `plain ${marker}` ||
        (event.message as { marker?: string }).marker === marker,
    );
    expect(ours.map((event) => event.message)).toEqual([`plain ${marker}`, { marker, order: 1 }]);
    expect(ours[1]).toMatchObject({
      topicArn: LOCAL_RESOURCES.apiTopicArn,
      attributes: { entity: 'orgunit' },
    });
    expect(Date.parse(ours[1]?.at ?? '')).not.toBeNaN();
  });

  it('answers other actions with an SNS error document', async () => {
    const response = await fetch(snsEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Action=CreateTopic&Name=x',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>InvalidAction</Code>');
  });

  it('lists events for the console origin only (CORS) and honours limit', async () => {
    const fromConsole = await fetch(`${facts.urls.events}?limit=1`, {
      headers: { origin: facts.consoleOrigin },
    });
    expect(fromConsole.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);
    expect(((await fromConsole.json()) as { items: unknown[] }).items.length).toBeLessThanOrEqual(
      1,
    );
    const elsewhere = await fetch(facts.urls.events, { headers: { origin: 'http://evil.test' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('API events of mutations', () => {
  it('POST /orgunit?publishToApiTopic=true publishes {entity, action, id, ouid, actor, at}', async () => {
    const token = await adminToken(facts);
    const before = Date.now();
    const answer = await createUnit(
      facts,
      token,
      { id: ROOT_UNIT_ID, chain: ROOT_UNIT_ID },
      { name: `Events ${randomUUID().slice(0, 8)}`, description: 'event test' },
      '?publishToApiTopic=true',
    );
    expect(answer.status).toBe(201);
    const id = (answer.body as { data: { data: { identifier: string } } }).data.data.identifier;

    const event = (await recordedEvents(facts)).find(
      (recorded) => (recorded.message as { id?: string }).id === id,
    );
    expect(event?.topicArn).toBe(LOCAL_RESOURCES.apiTopicArn);
    expect(event?.message).toEqual({
      entity: 'orgunit',
      action: 'create',
      id,
      ouid: ROOT_UNIT_ID,
      actor: facts.adminUsername,
      at: expect.any(String),
    });
    expect(Date.parse((event?.message as { at: string }).at)).toBeGreaterThanOrEqual(before - 1000);
    expect(event?.attributes).toEqual({ entity: 'orgunit', action: 'create' });
  });

  it('publishes nothing without the flag', async () => {
    const token = await adminToken(facts);
    const answer = await createUnit(
      facts,
      token,
      { id: ROOT_UNIT_ID, chain: ROOT_UNIT_ID },
      { name: `Quiet ${randomUUID().slice(0, 8)}`, description: 'no event' },
    );
    expect(answer.status).toBe(201);
    const id = (answer.body as { data: { data: { identifier: string } } }).data.data.identifier;
    const events = await recordedEvents(facts);
    expect(events.some((recorded) => (recorded.message as { id?: string }).id === id)).toBe(false);
  });
});
