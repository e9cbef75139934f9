/**
 * Errors in Cognito's JSON protocol: status 400 (429 when throttled), the exception's name in
 * `__type` and in `x-amzn-ErrorType`, and its message, which the AWS SDK and Amplify read.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }

  get body(): { __type: string; message: string } {
    return { __type: this.type, message: this.message };
  }
}

export const cognitoErrors = {
  invalidParameter: (message: string) => new CognitoError('InvalidParameterException', message),
  notAuthorized: (message: string) => new CognitoError('NotAuthorizedException', message),
  invalidAccessToken: () => new CognitoError('NotAuthorizedException', 'Invalid Access Token'),
  expiredSession: () =>
    new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  codeMismatch: () => new CognitoError('CodeMismatchException', 'Invalid code received for user'),
  enableSoftwareTokenMismatch: () =>
    new CognitoError(
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA',
    ),
  softwareTokenNotFound: () =>
    new CognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been enabled by the user.',
    ),
  userNotFound: () => new CognitoError('UserNotFoundException', 'User does not exist.'),
} as const;
