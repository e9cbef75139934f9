/**
 * The lazy chunks each console route loads on first visit, as Vite manifest keys (source paths
 * relative to `frontend/`). Nested lazy modules (the shell, then the page) are listed together.
 */
const SHELL = 'src/common/shell/AppShell.tsx';
const GATE = 'src/common/gate/RequireUnitRoute.tsx';

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
  // Unit routes: the shell, the permission gate, then the page.
  '/{ouid} (org home)': [SHELL, GATE, 'src/pages/org-home/OrgHomePage.tsx'],
  '/{ouid}/orgunits': [SHELL, GATE, 'src/pages/child-orgunits/ChildOrgunitsPage.tsx'],
  '/{ouid}/register-orgunit': [SHELL, GATE, 'src/pages/register-orgunit/RegisterOrgunitPage.tsx'],
  '/{ouid}/orgunit/{id}': [SHELL, GATE, 'src/pages/orgunit-details/OrgunitDetailsPage.tsx'],
  '/{ouid}/edit-orgunit/{id}': [SHELL, GATE, 'src/pages/edit-orgunit/EditOrgunitPage.tsx'],
  '/{ouid}/orgplan': [SHELL, GATE, 'src/pages/org-plan/OrgPlanPage.tsx'],
  '/{ouid}/config-dash': [SHELL, GATE, 'src/pages/config-dash/ConfigDashPage.tsx'],
  '/{ouid}/orgusers': [SHELL, GATE, 'src/pages/org-users/OrgUsersPage.tsx'],
  '/{ouid}/orguser/{username}': [SHELL, GATE, 'src/pages/org-user-details/OrgUserDetailsPage.tsx'],
  '/{ouid}/create-org-user': [SHELL, GATE, 'src/pages/create-org-user/CreateOrgUserPage.tsx'],
  '/{ouid}/edit-orguser/{username}': [SHELL, GATE, 'src/pages/edit-org-user/EditOrgUserPage.tsx'],
  '/{ouid}/authusers': [SHELL, GATE, 'src/pages/auth-users/AuthUsersPage.tsx'],
  '/{ouid}/create-user': [SHELL, GATE, 'src/pages/create-user/CreateUserPage.tsx'],
  '/{ouid}/user/{username}': [SHELL, GATE, 'src/pages/user-details/UserDetailsPage.tsx'],
  '/{ouid}/edit-user/{username}': [SHELL, GATE, 'src/pages/edit-user/EditUserPage.tsx'],
  '/{ouid}/tenants': [SHELL, GATE, 'src/pages/tenants/TenantsPage.tsx'],
  '/{ouid}/create-tenant': [SHELL, GATE, 'src/pages/create-tenant/CreateTenantPage.tsx'],
  '/{ouid}/teams (not available)': [SHELL, GATE, 'src/pages/not-available/NotAvailablePage.tsx'],
  '/{ouid}/my-profile': [SHELL, 'src/pages/my-profile/MyProfilePage.tsx'],
};

export const SIGN_IN_ROUTE = '/login';
