/**
 * A stand-in for the SNS Query API, enough for `Publish` from the unchanged `@aws-sdk/client-sns`
 * (reached through `AWS_ENDPOINT_URL_SNS`): form-encoded requests, XML answers as SNS gives them.
 * Every published message goes into the event log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { EventLog, RecordedEvent } from './event-log';
import { readBody } from './http-util';

export const SNS_PATH_PREFIX = '/_local/sns';

const SNS_XMLNS = 'http://sns.amazonaws.com/doc/2010-03-31/';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function sendXml(response: ServerResponse, status: number, xml: string): void {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(xml);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  sendXml(
    response,
    status,
    `<ErrorResponse xmlns="${SNS_XMLNS}"><Error><Type>Sender</Type><Code>${code}</Code>` +
      `<Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

/** `MessageAttributes.entry.N.Name` / `.Value.StringValue` pairs as a plain map. */
function attributesOf(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let index = 1; form.has(`MessageAttributes.entry.${index}.Name`); index += 1) {
    const prefix = `MessageAttributes.entry.${index}`;
    const name = form.get(`${prefix}.Name`) as string;
    attributes[name] =
      form.get(`${prefix}.Value.StringValue`) ?? form.get(`${prefix}.Value.BinaryValue`) ?? '';
  }
  return attributes;
}

function parsedMessage(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function serveSns(
  request: IncomingMessage,
  response: ServerResponse,
  eventLog: EventLog,
): Promise<void> {
  if (request.method !== 'POST') {
    sendError(response, 405, 'InvalidAction', 'Only POST requests of the Query API are served');
    return;
  }
  const form = new URLSearchParams((await readBody(request)).toString('utf8'));
  const action = form.get('Action');
  if (action !== 'Publish') {
    sendError(response, 400, 'InvalidAction', `The local SNS serves Publish only, not ${action}`);
    return;
  }
  const topicArn = form.get('TopicArn');
  const message = form.get('Message');
  if (!topicArn || message === null) {
    sendError(response, 400, 'InvalidParameter', 'TopicArn and Message are required');
    return;
  }
  const subject = form.get('Subject');
  const event: RecordedEvent = {
    messageId: randomUUID(),
    topicArn,
    message: parsedMessage(message),
    attributes: attributesOf(form),
    ...(subject ? { subject } : {}),
    at: new Date().toISOString(),
  };
  await eventLog.append(event);
  sendXml(
    response,
    200,
    `<PublishResponse xmlns="${SNS_XMLNS}"><PublishResult><MessageId>${event.messageId}</MessageId>` +
      `</PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
  );
}
