/**
 * Where cognito-local differs from Cognito in a call the proxy passes on: `GetTokensFromRefreshToken`
 * (which it lacks) is sent as `InitiateAuth` with `REFRESH_TOKEN_AUTH` and the answer reshaped to
 * what the real call returns; a wrong password's error is Cognito's.
 */
import { TARGET_PREFIX } from './cognito-upstream';

export const REFRESH_TARGET = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
/** Token lifetime cognito-local gives its ID and access tokens. */
const TOKEN_LIFETIME_SECONDS = 3600;

interface RefreshRequest {
  RefreshToken?: string;
  ClientId?: string;
  ClientMetadata?: Record<string, string>;
}

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string };
}

export function rewriteRefresh(body: Buffer): {
  target: string;
  body: string;
  refreshToken?: string;
} {
  const request = JSON.parse(body.toString('utf8') || '{}') as RefreshRequest;
  return {
    target: `${TARGET_PREFIX}InitiateAuth`,
    refreshToken: request.RefreshToken,
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    }),
  };
}

export function reshapeRefreshAnswer(text: string, refreshToken: string | undefined): string {
  const answer = JSON.parse(text) as InitiateAuthAnswer;
  return JSON.stringify({
    AuthenticationResult: {
      AccessToken: answer.AuthenticationResult?.AccessToken,
      IdToken: answer.AuthenticationResult?.IdToken,
      RefreshToken: refreshToken,
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    },
  });
}

/**
 * cognito-local answers a wrong password with `InvalidPasswordException`; Cognito answers
 * `NotAuthorizedException`, which is what the console handles.
 */
export function asCognitoAnswers(target: string, text: string): string {
  if (!target.endsWith('InitiateAuth')) return text;
  const error = JSON.parse(text) as { __type?: string };
  if (error.__type !== 'InvalidPasswordException') return text;
  return JSON.stringify({
    __type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
}
