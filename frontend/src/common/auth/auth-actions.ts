/** Amplify's sign-in and sign-up flows: a chunk of its own, see `load-auth-actions.ts`. */
export { confirmSignIn, signIn, signUp } from 'aws-amplify/auth';
