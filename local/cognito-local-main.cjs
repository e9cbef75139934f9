/**
 * Starts cognito-local as its own `bin/start.js` does, except that:
 * - the log is written to stdout synchronously. Its own start writes through an asynchronous
 *   SonicBoom that can hold a finished line until the next one is logged, so a code delivery
 *   (which the local mailbox reads from this log) could appear minutes after the sign-up;
 * - usernames compare case-insensitively, as in the deployed pool (`signInCaseSensitive: false`):
 *   `ALICE` signs in to, and cannot sign up next to, the account `alice`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');

const cognitoLocalDir = path.dirname(require.resolve('cognito-local/package.json'));
const fromCognitoLocal = (name) => require(require.resolve(name, { paths: [cognitoLocalDir] }));

const pino = fromCognitoLocal('pino');
const pretty = fromCognitoLocal('pino-pretty');
const { createDefaultServer } = require('cognito-local/lib/server');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService');

const exactLookup = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function caseInsensitive(ctx, username) {
  const found = await exactLookup.call(this, ctx, username);
  if (found || typeof username !== 'string') return found;
  const folded = username.toLowerCase();
  const users = await this.dataStore.get(ctx, 'Users', {});
  return Object.values(users).find((user) => user.Username.toLowerCase() === folded) ?? null;
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
