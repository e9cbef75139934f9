/** The API's MFA rule: who must have MFA, what the token's claim changes, and the answer given. */
import { MFA_CLAIM, MFA_REQUIRED_CODE } from '../../../lambdas/domain/mfa';
import { errorResponse } from '../../../lambdas/shared/error-response';
import { MfaRequiredError } from '../../../lambdas/shared/errors';
import { createLogger } from '../../../lambdas/shared/logger';
import { API_MESSAGES } from '../../../lambdas/shared/messages';
import { assertMfaWhereRequired } from '../../../lambdas/shared/mfa-requirement';
import { parsePolicies } from '../../../lambdas/domain/policies';

function eventWith(claims: Record<string, string>) {
  return { requestContext: { authorizer: { claims } } } as never;
}

const SYSTEM_ADMIN = parsePolicies('system=admin;ou-root=admin');
const TENANT_USER = parsePolicies('ou-sales=user;ou-hr=admin');

describe('assertMfaWhereRequired', () => {
  it('refuses a system admin whose token says MFA is off, or says nothing', async () => {
    const noUnitRequires = jest.fn(async () => false);
    const claimSets: Record<string, string>[] = [{ [MFA_CLAIM]: 'false' }, {}];
    for (const claims of claimSets) {
      await expect(
        assertMfaWhereRequired(eventWith(claims), SYSTEM_ADMIN, noUnitRequires),
      ).rejects.toBeInstanceOf(MfaRequiredError);
    }
  });

  it('refuses a user of a unit that requires MFA, asking about the units they hold', async () => {
    const requires = jest.fn(async () => true);
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'false' }), TENANT_USER, requires),
    ).rejects.toBeInstanceOf(MfaRequiredError);
    expect(requires).toHaveBeenCalledWith(['ou-sales', 'ou-hr']);
  });

  it('lets a user through when none of their units requires MFA', async () => {
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'false' }), TENANT_USER, async () => false),
    ).resolves.toBeUndefined();
  });

  it('lets anyone whose token says MFA is on through, without reading anything', async () => {
    const requires = jest.fn(async () => true);
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'true' }), SYSTEM_ADMIN, requires),
    ).resolves.toBeUndefined();
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'true' }), TENANT_USER, requires),
    ).resolves.toBeUndefined();
    expect(requires).not.toHaveBeenCalled();
  });
});

describe('the MfaRequired answer', () => {
  it('is a 403 whose body carries the code the console recognises', () => {
    const answer = errorResponse(new MfaRequiredError(), 'request-1', createLogger({}));
    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      error: API_MESSAGES.mfaRequired,
      requestId: 'request-1',
      code: MFA_REQUIRED_CODE,
    });
  });
});
