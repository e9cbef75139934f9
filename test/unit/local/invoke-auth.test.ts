import { SignatureV4 } from '@smithy/signature-v4';

import {
  createInvokeCredentials,
  type InvokeCredentials,
  type InvokeRequest,
  invokeVerifier,
} from '../../../local/invoke-auth';
import { NodeSha256 } from '../../../local/node-sha256';

const REGION = 'ap-south-1';
const PATH = '/2015-03-31/functions/pre-token-generation/invocations';
const BODY = JSON.stringify({ userName: 'ann' });
const SIGNED_AT = Date.UTC(2026, 1, 1, 12, 0, 0);

async function signedRequest(
  credentials: InvokeCredentials,
  { region = REGION, service = 'lambda' } = {},
): Promise<InvokeRequest> {
  const signer = new SignatureV4({ credentials, region, service, sha256: NodeSha256 });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 3001,
      path: PATH,
      query: {},
      headers: {
        host: '127.0.0.1:3001',
        'content-type': 'application/json',
        'x-amz-invocation-type': 'RequestResponse',
      },
      body: BODY,
    },
    { signingDate: new Date(SIGNED_AT) },
  );
  const headers = Object.fromEntries(
    Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { method: 'POST', url: PATH, headers, body: Buffer.from(BODY) };
}

describe('invokeVerifier', () => {
  const credentials = createInvokeCredentials();
  const verifier = invokeVerifier(credentials, REGION, () => SIGNED_AT + 1_000);

  it('accepts a call signed with this start’s credentials', async () => {
    const request = await signedRequest(credentials);
    expect(verifier.refuseCaller(request.headers)).toBeUndefined();
    await expect(verifier.refuseSignature(request)).resolves.toBeUndefined();
  });

  it('refuses an unsigned call and another key id before reading the body', async () => {
    const other = await signedRequest(createInvokeCredentials());
    for (const headers of [{}, { authorization: 'Bearer token' }, other.headers]) {
      expect(verifier.refuseCaller(headers)).toMatchObject({
        errorType: 'UnrecognizedClientException',
      });
    }
    await expect(verifier.refuseSignature(other)).resolves.toMatchObject({
      errorType: 'UnrecognizedClientException',
    });
  });

  it.each<[string, (request: InvokeRequest) => InvokeRequest]>([
    ['another body', (request) => ({ ...request, body: Buffer.from('{"userName":"bob"}') })],
    ['another path', (request) => ({ ...request, url: PATH.replace('pre-token', 'custom') })],
    ['another method', (request) => ({ ...request, method: 'PUT' })],
    [
      'a changed signed header',
      (request) => ({
        ...request,
        headers: { ...request.headers, 'x-amz-invocation-type': 'Event' },
      }),
    ],
    [
      'a missing signed header',
      (request) => {
        const { 'x-amz-date': _dropped, ...headers } = request.headers;
        return { ...request, headers };
      },
    ],
  ])('refuses a correctly signed call with %s', async (_name, change) => {
    const request = change(await signedRequest(credentials));
    await expect(verifier.refuseSignature(request)).resolves.toMatchObject({
      errorType: 'InvalidSignatureException',
    });
  });

  it('refuses the right key id signed with another secret', async () => {
    const request = await signedRequest({ ...credentials, secretAccessKey: 'guessed' });
    expect(verifier.refuseCaller(request.headers)).toBeUndefined();
    await expect(verifier.refuseSignature(request)).resolves.toMatchObject({
      errorType: 'InvalidSignatureException',
    });
  });

  it('refuses another region or service, and a signature more than five minutes old', async () => {
    for (const scope of [{ region: 'us-east-1' }, { service: 's3' }]) {
      await expect(
        verifier.refuseSignature(await signedRequest(credentials, scope)),
      ).resolves.toMatchObject({ errorType: 'InvalidSignatureException' });
    }
    const later = invokeVerifier(credentials, REGION, () => SIGNED_AT + 5 * 60_000 + 1);
    await expect(later.refuseSignature(await signedRequest(credentials))).resolves.toMatchObject({
      errorType: 'InvalidSignatureException',
    });
  });
});

describe('createInvokeCredentials', () => {
  it('makes new random credentials every time', () => {
    const made = Array.from({ length: 20 }, createInvokeCredentials);
    expect(new Set(made.map((credentials) => credentials.accessKeyId)).size).toBe(20);
    expect(new Set(made.map((credentials) => credentials.secretAccessKey)).size).toBe(20);
    for (const { accessKeyId, secretAccessKey } of made) {
      expect(accessKeyId).toMatch(/^LOCAL[0-9A-F]{16}$/);
      expect(Buffer.from(secretAccessKey, 'base64')).toHaveLength(30);
    }
  });
});
