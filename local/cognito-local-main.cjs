/**
 * Starts cognito-local as its own `bin/start.js` does, except that:
 * - the log is written to stdout synchronously. Its own start writes through an asynchronous
 *   SonicBoom that can hold a finished line until the next one is logged, so a code delivery
 *   (which the local mailbox reads from this log) could appear minutes after the sign-up;
 * - usernames compare case-insensitively, as in the deployed pool (`signInCaseSensitive: false`):
 *   `ALICE` signs in to, and cannot sign up next to, the account `alice`;
 * - the first sign-in of an invited account (`AdminCreateUser`, status FORCE_CHANGE_PASSWORD)
 *   works as in Cognito: its `NEW_PASSWORD_REQUIRED` challenge is given only for the right
 *   temporary password (cognito-local gives it for any password), and `RespondToAuthChallenge`
 *   sets the new password only with a session that challenge issued, for the same user and app
 *   client, within three minutes, once (cognito-local accepts any session string for any user);
 * - `ResendConfirmationCode` (missing in cognito-local 5.3) gives an unconfirmed account a new code,
 *   stored and delivered as `SignUp` does (trigger source `CustomMessage_ResendCode`), so it
 *   reaches the local mailbox like the first one.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');

const cognitoLocalDir = path.dirname(require.resolve('cognito-local/package.json'));
const fromCognitoLocal = (name) => require(require.resolve(name, { paths: [cognitoLocalDir] }));

const pino = fromCognitoLocal('pino');
const pretty = fromCognitoLocal('pino-pretty');
const { createDefaultServer } = require('cognito-local/lib/server');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService');

const { Targets } = require('cognito-local/lib/targets/targets');
const {
  InvalidParameterError,
  NotAuthorizedError,
  UserNotFoundError,
} = require('cognito-local/lib/errors');
const {
  selectAppropriateDeliveryMethod,
} = require('cognito-local/lib/services/messageDelivery/deliveryMethod');

const exactLookup = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function caseInsensitive(ctx, username) {
  const found = await exactLookup.call(this, ctx, username);
  if (found || typeof username !== 'string') return found;
  const folded = username.toLowerCase();
  const users = await this.dataStore.get(ctx, 'Users', {});
  return Object.values(users).find((user) => user.Username.toLowerCase() === folded) ?? null;
};

/** Cognito's challenge sessions are valid for three minutes. */
const CHALLENGE_SESSION_MS = 3 * 60 * 1000;
/** Session → the user (folded username) and app client it was issued to, and until when. */
const newPasswordSessions = new Map();

const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const original = initiateAuth(services);
  return async (ctx, req) => {
    const answer = await original(ctx, req);
    if (answer?.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return answer;
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.AuthParameters?.USERNAME);
    if (!user || user.Password !== req.AuthParameters?.PASSWORD) {
      throw new NotAuthorizedError('Incorrect username or password.');
    }
    const now = Date.now();
    for (const [session, issued] of newPasswordSessions) {
      if (issued.expires < now) newPasswordSessions.delete(session);
    }
    newPasswordSessions.set(answer.Session, {
      username: user.Username.toLowerCase(),
      clientId: req.ClientId,
      expires: now + CHALLENGE_SESSION_MS,
    });
    return answer;
  };
};

const respondToAuthChallenge = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const original = respondToAuthChallenge(services);
  return async (ctx, req) => {
    if (req?.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return original(ctx, req);
    const issued = newPasswordSessions.get(req.Session);
    const username = String(req.ChallengeResponses?.USERNAME ?? '').toLowerCase();
    if (
      !issued ||
      issued.expires < Date.now() ||
      issued.clientId !== req.ClientId ||
      issued.username !== username
    ) {
      throw new NotAuthorizedError('Invalid session for the user, session is expired.');
    }
    const answer = await original(ctx, req);
    newPasswordSessions.delete(req.Session);
    return answer;
  };
};

Targets.ResendConfirmationCode =
  ({ clock, cognito, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus !== 'UNCONFIRMED') {
      throw new InvalidParameterError('User is already confirmed.');
    }
    const deliveryDetails = selectAppropriateDeliveryMethod(
      userPool.options.AutoVerifiedAttributes ?? [],
      user,
    );
    if (!deliveryDetails) {
      throw new InvalidParameterError(
        'User has no attribute matching desired auto verified attributes',
      );
    }
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: clock.get(),
    });
    return { CodeDeliveryDetails: deliveryDetails };
  };

const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pretty({
    colorize: false,
    ignore: 'pid,name,hostname',
    singleLine: true,
    destination: process.stdout,
    messageFormat: (log, messageKey) =>
      `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
  }),
);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    const url = typeof address === 'string' ? address : `${address.address}:${address.port}`;
    logger.info(`Cognito Local running on http://${url}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
