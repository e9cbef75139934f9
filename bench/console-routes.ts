/**
 * The lazy chunks each console route loads on first visit, as Vite manifest keys (source paths
 * relative to `frontend/`). Nested lazy modules (the shell, then the page) are listed together.
 * Every route outside `PATHS_WITHOUT_SESSION` waits for the session check before its first paint,
 * so it counts the session code (Amplify) too; `console-bundles.ts` checks that it does.
 */
export const SESSION = 'src/session/session-code.ts';
const SHELL = 'src/common/shell/AppShell.tsx';
const GATE = 'src/common/gate/RequireUnitRoute.tsx';
/** A unit route: the session check, the shell, the permission gate, then the page. */
const UNIT = [SESSION, SHELL, GATE];
/** The top bar of the public pages only signed-in users reach (`SignedInFrame`). */
const SIGNED_IN_TOP_BAR = 'src/common/shell/SignedInTopBar.tsx';

export const CONSOLE_ROUTE_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  '/ (landing)': ['src/pages/landing/LandingPage.tsx'],
  '/login': ['src/pages/login/LoginPage.tsx'],
  '/user-home': [SESSION, 'src/pages/user-home/UserHomePage.tsx', SIGNED_IN_TOP_BAR],
  '/permission-error': [SESSION, 'src/pages/permission-error/PermissionErrorPage.tsx'],
  '/help': ['src/pages/help/HelpPage.tsx'],
  '/register': ['src/pages/register/RegisterPage.tsx'],
  '/welcome': ['src/pages/welcome/WelcomePage.tsx'],
  '/confirm-registration': [SESSION, 'src/pages/confirm-registration/ConfirmRegistrationPage.tsx'],
  '/thankyou': ['src/pages/thankyou/ThankYouPage.tsx'],
  '/forgotpassword': ['src/pages/forgot-password/ForgotPasswordPage.tsx'],
  '/forgotpasswordverification': [
    'src/pages/forgot-password-verification/ForgotPasswordVerificationPage.tsx',
  ],
  '/changepassword': [
    SESSION,
    'src/pages/change-password/ChangePasswordPage.tsx',
    SIGNED_IN_TOP_BAR,
  ],
  '/mfa-setup': [SESSION, 'src/pages/mfa-setup/MfaSetupPage.tsx', SIGNED_IN_TOP_BAR],
  '/changepasswordconfirmation': [
    'src/pages/change-password-confirmation/ChangePasswordConfirmationPage.tsx',
  ],
  '/{ouid} (org home)': [...UNIT, 'src/pages/org-home/OrgHomePage.tsx'],
  '/{ouid}/orgunits': [...UNIT, 'src/pages/child-orgunits/ChildOrgunitsPage.tsx'],
  '/{ouid}/register-orgunit': [...UNIT, 'src/pages/register-orgunit/RegisterOrgunitPage.tsx'],
  '/{ouid}/orgunit/{id}': [...UNIT, 'src/pages/orgunit-details/OrgunitDetailsPage.tsx'],
  '/{ouid}/edit-orgunit/{id}': [...UNIT, 'src/pages/edit-orgunit/EditOrgunitPage.tsx'],
  '/{ouid}/orgplan': [...UNIT, 'src/pages/org-plan/OrgPlanPage.tsx'],
  '/{ouid}/config-dash': [...UNIT, 'src/pages/config-dash/ConfigDashPage.tsx'],
  '/{ouid}/orgusers': [...UNIT, 'src/pages/org-users/OrgUsersPage.tsx'],
  '/{ouid}/orguser/{username}': [...UNIT, 'src/pages/org-user-details/OrgUserDetailsPage.tsx'],
  '/{ouid}/create-org-user': [...UNIT, 'src/pages/create-org-user/CreateOrgUserPage.tsx'],
  '/{ouid}/edit-orguser/{username}': [...UNIT, 'src/pages/edit-org-user/EditOrgUserPage.tsx'],
  '/{ouid}/users': [...UNIT, 'src/pages/auth-users/AuthUsersPage.tsx'],
  '/{ouid}/authusers': [...UNIT, 'src/pages/auth-users/AuthUsersPage.tsx'],
  '/{ouid}/create-user': [...UNIT, 'src/pages/create-user/CreateUserPage.tsx'],
  '/{ouid}/user/{username}': [...UNIT, 'src/pages/user-details/UserDetailsPage.tsx'],
  '/{ouid}/edit-user/{username}': [...UNIT, 'src/pages/edit-user/EditUserPage.tsx'],
  '/{ouid}/tenants': [...UNIT, 'src/pages/tenants/TenantsPage.tsx'],
  '/{ouid}/create-tenant': [...UNIT, 'src/pages/create-tenant/CreateTenantPage.tsx'],
  '/{ouid}/teams': [...UNIT, 'src/pages/teams/TeamsPage.tsx'],
  '/{ouid}/notifications': [...UNIT, 'src/pages/notifications/NotificationsPage.tsx'],
  '/{ouid}/document-dash': [...UNIT, 'src/pages/document-dash/DocumentDashPage.tsx'],
  '/{ouid}/org-workqueue-dash': [...UNIT, 'src/pages/workqueue/WorkqueuePage.tsx'],
  '/{ouid}/apps/{app}': [...UNIT, 'src/pages/application/ApplicationPage.tsx'],
  '/{ouid}/my-profile': [SESSION, SHELL, 'src/pages/my-profile/MyProfilePage.tsx'],
};

export const SIGN_IN_ROUTE = '/login';
