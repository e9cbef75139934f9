/** The pre-token trigger's MFA claim, from the account's factors as AdminGetUser lists them. */
import { createLogger } from '../../../lambdas/shared/logger';
import { mfaClaim } from '../../../lambdas/triggers/mfa-claim';

const log = createLogger({});

it('says true only when the account has TOTP among its factors', async () => {
  const read = jest.fn(async () => ['SOFTWARE_TOKEN_MFA']);
  await expect(mfaClaim('pool', 'alice', log, read)).resolves.toEqual({ mfa_enabled: 'true' });
  expect(read).toHaveBeenCalledWith('pool', 'alice');
  await expect(mfaClaim('pool', 'bob', log, async () => [])).resolves.toEqual({
    mfa_enabled: 'false',
  });
  await expect(mfaClaim('pool', 'carol', log, async () => ['SMS_MFA'])).resolves.toEqual({
    mfa_enabled: 'false',
  });
});

it('says false, without failing the sign-in, when the factors cannot be read', async () => {
  const failing = async (): Promise<string[]> => {
    throw new Error('Cognito did not answer');
  };
  await expect(mfaClaim('pool', 'dave', log, failing)).resolves.toEqual({
    mfa_enabled: 'false',
  });
});
