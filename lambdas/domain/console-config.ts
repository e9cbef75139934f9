/**
 * The runtime `config.json` contract between the deployment (CDK or local platform) and the console.
 * Written with `zod/mini` because the console checks it before its first screen, on every route.
 */
import * as z from 'zod/mini';

export const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

const nonEmpty = () => z.string().check(z.minLength(1));

export const consoleConfigSchema = z.object({
  environment: nonEmpty(),
  apiUrl: z.url(),
  region: nonEmpty(),
  userPoolId: nonEmpty(),
  userPoolClientId: nonEmpty(),
  authFlow: z.enum(AUTH_FLOWS),
  /** Present only on the local platform: where the stand-ins listen. */
  local: z.optional(
    z.object({
      userPoolEndpoint: z.url(),
      mailboxUrl: z.optional(z.url()),
      /** The API events the local SNS stand-in recorded (`{items}`, newest first). */
      eventsUrl: z.optional(z.url()),
    }),
  ),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
