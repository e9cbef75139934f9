/**
 * Amplify's sign-in and sign-up code (SRP, challenges, auto sign-in: about 25 kB gzip) loads when
 * a form is submitted, not with the page that shows the form.
 */
export function loadAuthActions() {
  return import('./auth-actions');
}
