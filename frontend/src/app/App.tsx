import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { lazyPage } from '../common/lazy-page';
import { RequireSession } from '../session/RequireSession';
import { SessionProvider } from '../session/SessionProvider';

const LandingPage = lazyPage(() => import('../pages/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../pages/login/LoginPage'));
const UserHomePage = lazyPage(() => import('../pages/user-home/UserHomePage'));
const PermissionErrorPage = lazyPage(() => import('../pages/permission-error/PermissionErrorPage'));
const AppShell = lazyPage(() => import('../common/shell/AppShell'));
const OrgHomePage = lazyPage(() => import('../pages/org-home/OrgHomePage'));

/** The route table of the console (spec §2); every screen is its own chunk. */
export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/user-home" element={<UserHomePage />} />
          <Route path="/permission-error" element={<PermissionErrorPage />} />
          <Route
            element={
              <RequireSession>
                <AppShell />
              </RequireSession>
            }
          >
            <Route path="/:ouid" element={<OrgHomePage />} />
          </Route>
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  );
}
