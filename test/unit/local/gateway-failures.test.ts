/**
 * The local gateway when the function gives no usable answer: a crash, a function timeout, no
 * proxy result, no handler module. A real gateway on a real port; only the function is a stand-in,
 * as these failures cannot be produced by the real handlers on demand.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

import type { EventLog } from '../../../local/event-log';
import { startGateway } from '../../../local/gateway';
import { close } from '../../../local/http-util';
import type { InvokeVerifier } from '../../../local/invoke-auth';
import {
  FunctionTimeoutError,
  HandlerMissingError,
  invokeFunction,
} from '../../../local/lambda-invoke';
import type { Mailbox } from '../../../local/mailbox';

jest.mock('../../../local/lambda-invoke', () => ({
  ...jest.requireActual<object>('../../../local/lambda-invoke'),
  invokeFunction: jest.fn(),
}));

const invoke = jest.mocked(invokeFunction);
const CONSOLE_ORIGIN = 'http://127.0.0.1:5173';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CALLER = { sub: 'sub-alice', 'cognito:username': 'alice' } as unknown as JwtPayload;

let server: Server;
let baseUrl: string;
const logged: string[] = [];

beforeAll(async () => {
  server = await startGateway({
    port: 0,
    host: '127.0.0.1',
    consoleOrigin: CONSOLE_ORIGIN,
    verifyIdToken: async (token) => {
      if (token !== 'valid-token') throw new Error('not a token of this pool');
      return CALLER;
    },
    // Not reached by API requests.
    verifyInvoke: {} as InvokeVerifier,
    eventLog: {} as EventLog,
    mailbox: {} as Mailbox,
    log: (line) => logged.push(line),
    integrationTimeoutMs: 500,
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close(server);
});

beforeEach(() => {
  invoke.mockReset();
  logged.length = 0;
});

async function readRoot(): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${baseUrl}/orgunit/ou-root`, {
    headers: { Authorization: 'valid-token', Origin: CONSOLE_ORIGIN },
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function expectGatewayError(status: number, error: string): Promise<string> {
  const answer = await readRoot();
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ error, requestId: expect.stringMatching(UUID) });
  const { requestId } = answer.body as { requestId: string };
  expect(answer.headers.get('x-amzn-requestid')).toBe(requestId);
  expect(answer.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
  return requestId;
}

describe('the local gateway when the function fails', () => {
  it('answers 502 "Internal server error" when the function throws, the detail only in the log', async () => {
    invoke.mockRejectedValue(new Error('s3cr3t connection string'));
    const requestId = await expectGatewayError(502, 'Internal server error');
    expect(logged.join('\n')).toContain('s3cr3t connection string');
    expect(logged.join('\n')).toContain(requestId);
  });

  it('answers 502 when the function runs past its own timeout, as Lambda and API Gateway do', async () => {
    invoke.mockRejectedValue(new FunctionTimeoutError('orgunit', 10_000));
    await expectGatewayError(502, 'Internal server error');
    expect(logged.join('\n')).toContain('timed out');
  });

  it('answers 502 when the function returns something that is no proxy result', async () => {
    invoke.mockResolvedValue({ body: 'no status code' });
    await expectGatewayError(502, 'Internal server error');
  });

  it('answers 504 "Endpoint request timed out" once the integration timeout passes', async () => {
    invoke.mockReturnValue(new Promise(() => undefined));
    const started = Date.now();
    await expectGatewayError(504, 'Endpoint request timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('answers 501 while the resource has no handler module', async () => {
    invoke.mockRejectedValue(
      new HandlerMissingError('lambdas/orgunit/handler.ts is not built yet'),
    );
    await expectGatewayError(501, 'GET /orgunit/{id} is not implemented yet');
  });

  it('hands the function the request id it sends back as x-amzn-RequestId', async () => {
    invoke.mockImplementation(async (_name, event) => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        seen: (event as { requestContext: { requestId: string } }).requestContext.requestId,
      }),
    }));
    const answer = await readRoot();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ seen: answer.headers.get('x-amzn-requestid') });
  });
});
