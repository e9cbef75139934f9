/**
 * The software-token (TOTP) calls of Cognito's API, answered by the proxy from its own store
 * (cognito-mfa-store.ts), in the shapes Cognito gives:
 * - AssociateSoftwareToken {AccessToken} → {SecretCode} (base32);
 * - VerifySoftwareToken {AccessToken, UserCode, FriendlyDeviceName?} → {Status: 'SUCCESS'}; a
 *   wrong code is EnableSoftwareTokenMFAException;
 * - SetUserMFAPreference {AccessToken, SoftwareTokenMfaSettings: {Enabled, PreferredMfa}} and
 *   AdminSetUserMFAPreference {UserPoolId, Username, SoftwareTokenMfaSettings} → {};
 * - GetUser and AdminGetUser as cognito-local answers them, with UserMFASettingList and
 *   PreferredMfaSetting from the store.
 * The pool offers TOTP only, so SMS and e-mail MFA cannot be turned on. A Session (the MFA_SETUP
 * challenge of a pool whose MFA is required) is never issued by an optional-MFA pool.
 */
import { JwtExpiredError } from 'aws-jwt-verify/error';

import { cognitoErrors } from './cognito-errors';
import { mfaSettingsOf, type MfaStore, type SoftwareToken } from './cognito-mfa-store';
import { callJson, type Upstream } from './cognito-upstream';
import type { AccessTokenVerifier } from './token-verifier';
import { matchingTotpStep, newTotpSecret } from './totp';

type Request = Record<string, unknown>;
type Operation = (request: Request) => Promise<Request>;

export interface MfaOperationsOptions {
  store: MfaStore;
  verifyAccessToken: AccessTokenVerifier;
  upstream: Upstream;
}

interface MfaSettings {
  Enabled?: unknown;
  PreferredMfa?: unknown;
}

function text(request: Request, name: string): string | undefined {
  const value = request[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function subOfAttributes(answer: Request): string | undefined {
  const attributes = answer.UserAttributes;
  if (!Array.isArray(attributes)) return undefined;
  const sub = (attributes as { Name?: unknown; Value?: unknown }[]).find(
    (attribute) => attribute.Name === 'sub',
  )?.Value;
  return typeof sub === 'string' ? sub : undefined;
}

/** The token's `sub`, as Cognito refuses a token it did not issue or that has expired. */
async function callerSub(verify: AccessTokenVerifier, request: Request): Promise<string> {
  const token = text(request, 'AccessToken');
  if (!token) {
    if (text(request, 'Session')) throw cognitoErrors.expiredSession();
    throw cognitoErrors.invalidParameter('Missing required parameter AccessToken');
  }
  try {
    const payload = await verify(token);
    if (typeof payload.sub !== 'string') throw cognitoErrors.invalidAccessToken();
    return payload.sub;
  } catch (error) {
    if (error instanceof JwtExpiredError)
      throw cognitoErrors.notAuthorized('Access Token has expired');
    throw cognitoErrors.invalidAccessToken();
  }
}

function refuseOtherFactors(request: Request): void {
  for (const [name, factor] of [
    ['SMSMfaSettings', 'SMS_MFA'],
    ['EmailMfaSettings', 'EMAIL_OTP'],
  ] as const) {
    const settings = request[name] as MfaSettings | undefined;
    if (settings?.Enabled === true || settings?.PreferredMfa === true) {
      throw cognitoErrors.invalidParameter(
        `User does not have delivery config set to turn on ${factor}`,
      );
    }
  }
}

/** SoftwareTokenMfaSettings applied as Cognito applies them; absent settings change nothing. */
function withPreference(current: SoftwareToken, request: Request): SoftwareToken {
  refuseOtherFactors(request);
  const settings = request.SoftwareTokenMfaSettings as MfaSettings | undefined;
  if (!settings) return current;
  const enabled = settings.Enabled === true;
  const preferred = settings.PreferredMfa === true;
  if ((enabled || preferred) && !current.secret) {
    throw cognitoErrors.invalidParameter('User has not verified software token mfa');
  }
  if (preferred && !enabled) {
    throw cognitoErrors.invalidParameter('Cannot set a disabled MFA method as preferred');
  }
  return { ...current, enabled, preferred };
}

export function mfaOperations({
  store,
  verifyAccessToken,
  upstream,
}: MfaOperationsOptions): Readonly<Record<string, Operation>> {
  const accountSub = async (request: Request): Promise<string> => {
    const answer = await callJson(upstream, 'AdminGetUser', {
      UserPoolId: request.UserPoolId,
      Username: request.Username,
    });
    const sub = subOfAttributes(answer);
    if (!sub) throw cognitoErrors.userNotFound();
    return sub;
  };

  const withSettings = (answer: Request): Request => {
    const sub = subOfAttributes(answer);
    const rest = { ...answer };
    delete rest.UserMFASettingList;
    delete rest.PreferredMfaSetting;
    return { ...rest, ...mfaSettingsOf(sub ? store.get(sub) : undefined) };
  };

  return {
    async AssociateSoftwareToken(request) {
      const sub = await callerSub(verifyAccessToken, request);
      const secret = newTotpSecret();
      store.update(sub, (current) => ({ ...current, pendingSecret: secret }));
      return { SecretCode: secret };
    },

    async VerifySoftwareToken(request) {
      const code = text(request, 'UserCode') ?? '';
      if (!/^[0-9]{6}$/.test(code)) {
        throw cognitoErrors.invalidParameter(
          "1 validation error detected: Value at 'userCode' failed to satisfy constraint: " +
            'Member must satisfy regular expression pattern: [0-9]+ and have length 6',
        );
      }
      const sub = await callerSub(verifyAccessToken, request);
      const current = store.get(sub);
      const secret = current?.pendingSecret ?? current?.secret;
      if (!current || !secret) throw cognitoErrors.softwareTokenNotFound();
      if (matchingTotpStep(secret, code) === undefined)
        throw cognitoErrors.enableSoftwareTokenMismatch();
      const friendlyDeviceName = text(request, 'FriendlyDeviceName');
      store.update(sub, (token) => ({
        ...token,
        pendingSecret: undefined,
        secret,
        ...(friendlyDeviceName ? { friendlyDeviceName } : {}),
      }));
      return { Status: 'SUCCESS' };
    },

    async SetUserMFAPreference(request) {
      const sub = await callerSub(verifyAccessToken, request);
      const next = withPreference(store.get(sub) ?? { enabled: false, preferred: false }, request);
      store.update(sub, () => next);
      return {};
    },

    async AdminSetUserMFAPreference(request) {
      const sub = await accountSub(request);
      const next = withPreference(store.get(sub) ?? { enabled: false, preferred: false }, request);
      store.update(sub, () => next);
      return {};
    },

    async GetUser(request) {
      await callerSub(verifyAccessToken, request);
      return withSettings(await callJson(upstream, 'GetUser', request));
    },

    async AdminGetUser(request) {
      return withSettings(await callJson(upstream, 'AdminGetUser', request));
    },
  };
}
