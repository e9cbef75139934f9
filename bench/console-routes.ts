/**
 * The lazy chunks each console route loads on first visit, as Vite manifest keys (source paths
 * relative to `frontend/`). Nested lazy modules (the shell, then the page) are listed together.
 */
export const CONSOLE_ROUTE_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  '/ (landing)': ['src/pages/landing/LandingPage.tsx'],
  '/login': ['src/pages/login/LoginPage.tsx'],
  '/user-home': ['src/pages/user-home/UserHomePage.tsx'],
  '/permission-error': ['src/pages/permission-error/PermissionErrorPage.tsx'],
  '/{ouid} (org home)': ['src/common/shell/AppShell.tsx', 'src/pages/org-home/OrgHomePage.tsx'],
};

export const SIGN_IN_ROUTE = '/login';
