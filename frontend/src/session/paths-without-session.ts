/**
 * Public screens whose first paint needs neither Amplify nor the session check: they render as
 * soon as `config.json` is read, and the session (if any) arrives after, e.g. `/login` then moves
 * on to the signed-in user's landing page. Their Amplify calls run on submit. Every other path,
 * signed-in or not, waits for the session check as before. `bench/console-routes.ts` counts the
 * session code for every route not listed here.
 */
export const PATHS_WITHOUT_SESSION: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/help',
  '/register',
  '/welcome',
  '/thankyou',
  '/forgotpassword',
  '/forgotpasswordverification',
  '/changepasswordconfirmation',
]);
