/** Amplify's sign-in, sign-up and password flows: a chunk of its own, see `load-auth-actions.ts`. */
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signUp,
} from 'aws-amplify/auth';
