/**
 * How long a function may run on the local platform: what the CDK app gives every API handler
 * and Cognito trigger in AWS (lib/settings.ts, whose `default` environment the local platform
 * mirrors), read from there so that the two cannot drift apart.
 */
import { SETTINGS } from '../lib/settings';

export function localFunctionTimeoutMs(): number {
  return SETTINGS.default.handlers.timeout.toMilliseconds();
}
