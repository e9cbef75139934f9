/** The API's MFA rule: who must have MFA, what the token's claims change, and the answer given. */
import {
  CLAIM_TRUSTED_AFTER_CHANGE_MS,
  MFA_CLAIM,
  MFA_REQUIRED_CLAIM,
  MFA_REQUIRED_CODE,
} from '../../../lambdas/domain/mfa';
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
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
/** The MFA marker as the authorization read it: its last change an hour before now. */
const MARKER = { changes: 7, changedAt: new Date(NOW - 3_600_000).toISOString() };

const asAdmin = { policies: SYSTEM_ADMIN, mfaMarker: MARKER };
const asUser = { policies: TENANT_USER, mfaMarker: MARKER };

/** A token without TOTP whose own claim says MFA is required, issued `issuedAt` ms. */
function requiredByToken(issuedAt: number, policies = 'ou-sales=user;ou-hr=admin') {
  return eventWith({
    [MFA_CLAIM]: 'false',
    [MFA_REQUIRED_CLAIM]: 'true',
    policies,
    iat: String(Math.floor(issuedAt / 1000)),
  });
}

describe('assertMfaWhereRequired', () => {
  it('refuses a system admin whose token says MFA is off, or says nothing', async () => {
    const noUnitRequires = jest.fn(async () => false);
    const claimSets: Record<string, string>[] = [{ [MFA_CLAIM]: 'false' }, {}];
    for (const claims of claimSets) {
      await expect(
        assertMfaWhereRequired(eventWith(claims), asAdmin, noUnitRequires),
      ).rejects.toBeInstanceOf(MfaRequiredError);
    }
  });

  it('refuses a user of a unit that requires MFA, asking about their units under the marker', async () => {
    const requires = jest.fn(async () => true);
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'false' }), asUser, requires),
    ).rejects.toBeInstanceOf(MfaRequiredError);
    expect(requires).toHaveBeenCalledWith(['ou-sales', 'ou-hr'], MARKER);
  });

  it('lets a user through when none of their units requires MFA', async () => {
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'false' }), asUser, async () => false),
    ).resolves.toBeUndefined();
  });

  it('lets anyone whose token says MFA is on through, without reading anything', async () => {
    const requires = jest.fn(async () => true);
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'true' }), asAdmin, requires),
    ).resolves.toBeUndefined();
    await expect(
      assertMfaWhereRequired(eventWith({ [MFA_CLAIM]: 'true' }), asUser, requires),
    ).resolves.toBeUndefined();
    expect(requires).not.toHaveBeenCalled();
  });

  it('refuses, reading nothing, a caller whose token still says MFA is required', async () => {
    const requires = jest.fn(async () => false);
    await expect(
      assertMfaWhereRequired(requiredByToken(NOW), asUser, requires),
    ).rejects.toBeInstanceOf(MfaRequiredError);
    expect(requires).not.toHaveBeenCalled();
  });

  it("asks instead when the token's claim may be out of date", async () => {
    const requires = jest.fn(async () => false);
    const soonAfterChange = Date.parse(MARKER.changedAt) + CLAIM_TRUSTED_AFTER_CHANGE_MS - 1_000;
    const cases = [
      // Issued before the last change (or too soon after it to be sure it saw it).
      { event: requiredByToken(soonAfterChange), auth: asUser },
      // Computed for a unit the caller holds no more.
      { event: requiredByToken(NOW, 'ou-sales=user;ou-gone=user'), auth: asUser },
      // No marker read: nothing says what changed since.
      { event: requiredByToken(NOW), auth: { policies: TENANT_USER } },
    ];
    for (const { event, auth } of cases) {
      await expect(assertMfaWhereRequired(event, auth, requires)).resolves.toBeUndefined();
    }
    expect(requires).toHaveBeenCalledTimes(cases.length);
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
