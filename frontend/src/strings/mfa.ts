import { accountStrings } from './account';
import { commonStrings } from './common';

const TITLE = 'Two-factor authentication';
const CODE_DIGITS = 'The 6-digit code';

/** Two-factor authentication (TOTP): the sign-in's code step, the set-up, My profile's section. */
export const mfaStrings = {
  /** The issuer an authenticator app lists the account under. */
  appName: commonStrings.product.title,
  code: {
    label: 'Authentication code',
    hint: `${CODE_DIGITS} your authenticator app shows now`,
    required: `Enter ${CODE_DIGITS.toLowerCase()} from your authenticator app`,
    format: `${CODE_DIGITS} has 6 digits and nothing else`,
    wrong:
      'That code is not right, or it has expired. Enter the code your authenticator app shows now.',
  },
  signInCode: {
    heading: 'Enter your authentication code',
    description: (username: string) =>
      `${TITLE} is on for ${username}. Open your authenticator app and enter the code it shows.`,
    submit: 'Verify',
    back: accountStrings.confirmRegistration.backToSignIn,
    expired: 'This sign-in has expired. Go back and sign in again.',
  },
  setup: {
    heading: `Set up ${TITLE.toLowerCase()}`,
    description: 'At each sign-in you will enter a code from an authenticator app on your phone.',
    requiredDescription: `Your account must use ${TITLE.toLowerCase()}. Set it up to continue.`,
    scanStep:
      '1. Scan this QR code with an authenticator app, e.g. Google Authenticator, Microsoft Authenticator or 1Password.',
    qrLabel: 'QR code of your authentication key',
    manualStep: 'Cannot scan it? Enter this key in the app instead:',
    keyLabel: 'Authentication key',
    copy: 'Copy key',
    copied: 'Key copied',
    copyFailed: 'The key could not be copied: select it and copy it by hand',
    codeStep: '2. Enter the code the app shows for this account.',
    submit: 'Turn on',
    loading: 'Preparing the set-up',
    startFailed: 'The set-up could not start',
    retry: commonStrings.loadFailure.retry,
    cancel: commonStrings.actions.cancel,
    signOut: commonStrings.shell.logout,
    enabled: `${TITLE} is on`,
  },
  profile: {
    heading: TITLE,
    description: 'A code from an authenticator app at each sign-in, besides your password.',
    status: commonStrings.fields.status,
    on: 'On',
    off: 'Off',
    checking: 'Checking',
    loadFailed: (message: string) =>
      `Whether ${TITLE.toLowerCase()} is on could not be read: ${message}`,
    required: 'Required for your account, so it cannot be turned off.',
    setUp: 'Set up',
    turnOff: 'Turn off',
    confirmHeading: `Turn off ${TITLE.toLowerCase()}?`,
    confirmBody: 'Signing in will then need only your password.',
    cancel: commonStrings.actions.cancel,
    disabled: `${TITLE} is off`,
    disableFailed: (message: string) => `${TITLE} could not be turned off: ${message}`,
    retry: commonStrings.loadFailure.retry,
  },
} as const;
