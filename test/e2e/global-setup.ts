/**
 * Runs after playwright.config.ts's web server answers (Playwright starts web servers before
 * global setup). The seeded admin is a system admin, whom the API serves only with MFA: TOTP on,
 * set up over the Cognito protocol, with its secret in the suite's registry in the platform's data
 * folder (test/integration/support/totp-secrets.ts), from which the sign-in helpers answer the
 * code step. `npm start`'s platform leaves the admin without TOTP, to be set up at a first sign-in.
 */
import { enableTotpFor } from '../integration/support/totp-setup';
import { e2ePlatformFacts } from './e2e-platform';

export default async function globalSetup(): Promise<void> {
  const facts = await e2ePlatformFacts();
  await enableTotpFor(facts, facts.adminUsername, facts.adminPassword);
}
