/**
 * Amplify's session code (core, token store, `fetchAuthSession`, `signOut`): a chunk of its own,
 * loaded in parallel with the first screen by `session-loader.ts`. Public screens paint without it
 * (`paths-without-session.ts`); the signed-in screens wait for the session check, which needs it.
 */
export { configureAmplify } from '../config/configure-amplify';
export { isSignedOutError, readSession } from './read-session';
export { signOut } from 'aws-amplify/auth';
