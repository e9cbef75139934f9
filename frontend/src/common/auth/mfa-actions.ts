/** Amplify's TOTP calls for a signed-in user: a chunk of its own, see `load-auth-actions.ts`. */
export {
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
