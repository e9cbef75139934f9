/**
 * The lazy chunks each console route loads on first visit, as Vite manifest keys (source paths
 * relative to `frontend/`). Nested lazy modules (the shell, then the page) are listed together.
 */
export const CONSOLE_ROUTE_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  '/ (landing)': ['src/pages/landing/LandingPage.tsx'],
  '/login': ['src/pages/login/LoginPage.tsx'],
  '/user-home': ['src/pages/user-home/UserHomePage.tsx'],
  '/permission-error': ['src/pages/permission-error/PermissionErrorPage.tsx'],
  '/help': ['src/pages/help/HelpPage.tsx'],
  '/register': ['src/pages/register/RegisterPage.tsx'],
  '/welcome': ['src/pages/welcome/WelcomePage.tsx'],
  '/confirm-registration': ['src/pages/confirm-registration/ConfirmRegistrationPage.tsx'],
  '/thankyou': ['src/pages/thankyou/ThankYouPage.tsx'],
  '/forgotpassword': ['src/pages/forgot-password/ForgotPasswordPage.tsx'],
  '/forgotpasswordverification': [
    'src/pages/forgot-password-verification/ForgotPasswordVerificationPage.tsx',
  ],
  '/changepassword': ['src/pages/change-password/ChangePasswordPage.tsx'],
  '/changepasswordconfirmation': [
    'src/pages/change-password-confirmation/ChangePasswordConfirmationPage.tsx',
  ],
  '/{ouid} (org home)': ['src/common/shell/AppShell.tsx', 'src/pages/org-home/OrgHomePage.tsx'],
  '/{ouid}/my-profile': ['src/common/shell/AppShell.tsx', 'src/pages/my-profile/MyProfilePage.tsx'],
};

export const SIGN_IN_ROUTE = '/login';
