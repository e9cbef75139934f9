import { sessionCode } from '../../session/session-loader';

/**
 * Amplify's sign-in and sign-up code (SRP, challenges, auto sign-in: about 25 kB gzip) loads when
 * a form is submitted, not with the page that shows the form. Public pages render before the
 * session code has configured Amplify, so the actions resolve only once it has.
 */
export async function loadAuthActions() {
  const [actions] = await Promise.all([import('./auth-actions'), sessionCode()]);
  return actions;
}

/** Amplify's TOTP set-up and preference calls, loaded by the screens that show them. */
export async function loadMfaActions() {
  const [actions] = await Promise.all([import('./mfa-actions'), sessionCode()]);
  return actions;
}
