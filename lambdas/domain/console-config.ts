/** The runtime `config.json` contract between the deployment (CDK or local platform) and the console. */
import { z } from 'zod';

export const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

export const consoleConfigSchema = z.object({
  environment: z.string().min(1),
  apiUrl: z.string().url(),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  authFlow: z.enum(AUTH_FLOWS),
  /** Present only on the local platform: where the stand-ins listen. */
  local: z
    .object({
      userPoolEndpoint: z.string().url(),
      mailboxUrl: z.string().url().optional(),
    })
    .optional(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
