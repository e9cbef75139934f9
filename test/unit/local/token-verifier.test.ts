/** The local gateway keeps a verified ID token's claims until it expires, as its authorizer does. */
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

import { keepVerified } from '../../../local/token-verifier';

const NOW_S = 1_800_000_000;

function countingVerifier(payloadOf: (token: string) => JwtPayload) {
  const verified: string[] = [];
  const verify = (token: string) => {
    verified.push(token);
    if (token === 'forged') return Promise.reject(new Error('bad signature'));
    return Promise.resolve(payloadOf(token));
  };
  return { verified, verify };
}

it('verifies a token once while it is valid and again once it has expired', async () => {
  let nowMs = NOW_S * 1000;
  const { verified, verify } = countingVerifier(() => ({ sub: 'u', exp: NOW_S + 60 }));
  const kept = keepVerified(verify, () => nowMs);
  await expect(kept('token-a')).resolves.toMatchObject({ sub: 'u' });
  await expect(kept('token-a')).resolves.toMatchObject({ sub: 'u' });
  expect(verified).toEqual(['token-a']);
  nowMs = (NOW_S + 61) * 1000;
  await kept('token-a');
  expect(verified).toEqual(['token-a', 'token-a']);
});

it('never keeps a token that failed, nor one without an expiry', async () => {
  const { verified, verify } = countingVerifier(() => ({ sub: 'u' }));
  const kept = keepVerified(verify, () => NOW_S * 1000);
  await expect(kept('forged')).rejects.toThrow('bad signature');
  await expect(kept('forged')).rejects.toThrow('bad signature');
  await kept('no-exp');
  await kept('no-exp');
  expect(verified).toEqual(['forged', 'forged', 'no-exp', 'no-exp']);
});

it('keeps each token to its own claims', async () => {
  const { verify } = countingVerifier((token) => ({ sub: token, exp: NOW_S + 60 }));
  const kept = keepVerified(verify, () => NOW_S * 1000);
  await kept('token-a');
  await expect(kept('token-b')).resolves.toMatchObject({ sub: 'token-b' });
  await expect(kept('token-a')).resolves.toMatchObject({ sub: 'token-a' });
});
