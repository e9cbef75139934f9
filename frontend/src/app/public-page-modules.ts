/**
 * The screen of each public route: its file under `src/pages/`, without `.tsx`. Each is its own
 * chunk; the routes read it from here (`App.tsx`) and so does the build, which names a route's
 * chunks in `index.html` so they download with the entry (`vite-route-preloads.mts`).
 */
export const PUBLIC_PAGE_MODULES = {
  '/': 'landing/LandingPage',
  '/login': 'login/LoginPage',
  '/user-home': 'user-home/UserHomePage',
  '/permission-error': 'permission-error/PermissionErrorPage',
  '/help': 'help/HelpPage',
  '/register': 'register/RegisterPage',
  '/welcome': 'welcome/WelcomePage',
  '/confirm-registration': 'confirm-registration/ConfirmRegistrationPage',
  '/thankyou': 'thankyou/ThankYouPage',
  '/forgotpassword': 'forgot-password/ForgotPasswordPage',
  '/forgotpasswordverification': 'forgot-password-verification/ForgotPasswordVerificationPage',
  '/changepassword': 'change-password/ChangePasswordPage',
  '/changepasswordconfirmation': 'change-password-confirmation/ChangePasswordConfirmationPage',
  '/mfa-setup': 'mfa-setup/MfaSetupPage',
} as const satisfies Readonly<Record<string, string>>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_MODULES;

/**
 * The console's top bar above a public page a signed-in user sees (`SignedInFrame`), as a file
 * under `src/`: the build names its chunks with the pages only signed-in users reach.
 */
export const SIGNED_IN_TOP_BAR_MODULE = 'common/shell/SignedInTopBar.tsx';

export const SIGNED_IN_PUBLIC_PATHS: ReadonlySet<string> = new Set<PublicPagePath>([
  '/user-home',
  '/changepassword',
  '/mfa-setup',
]);
