import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { lazyPage } from '../common/lazy-page';
import { RequireSession } from '../session/RequireSession';
import { SessionProvider } from '../session/SessionProvider';

const LandingPage = lazyPage(() => import('../pages/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../pages/login/LoginPage'));
const UserHomePage = lazyPage(() => import('../pages/user-home/UserHomePage'));
const PermissionErrorPage = lazyPage(() => import('../pages/permission-error/PermissionErrorPage'));
const RegisterPage = lazyPage(() => import('../pages/register/RegisterPage'));
const WelcomePage = lazyPage(() => import('../pages/welcome/WelcomePage'));
const ConfirmRegistrationPage = lazyPage(
  () => import('../pages/confirm-registration/ConfirmRegistrationPage'),
);
const ThankYouPage = lazyPage(() => import('../pages/thankyou/ThankYouPage'));
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/ForgotPasswordPage'));
const ForgotPasswordVerificationPage = lazyPage(
  () => import('../pages/forgot-password-verification/ForgotPasswordVerificationPage'),
);
const ChangePasswordPage = lazyPage(() => import('../pages/change-password/ChangePasswordPage'));
const ChangePasswordConfirmationPage = lazyPage(
  () => import('../pages/change-password-confirmation/ChangePasswordConfirmationPage'),
);
const MyProfilePage = lazyPage(() => import('../pages/my-profile/MyProfilePage'));
const HelpPage = lazyPage(() => import('../pages/help/HelpPage'));
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
          <Route path="/help" element={<HelpPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/welcome" element={<WelcomePage />} />
          <Route path="/confirm-registration" element={<ConfirmRegistrationPage />} />
          <Route path="/thankyou" element={<ThankYouPage />} />
          <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="/forgotpasswordverification" element={<ForgotPasswordVerificationPage />} />
          <Route path="/changepasswordconfirmation" element={<ChangePasswordConfirmationPage />} />
          <Route
            path="/changepassword"
            element={
              <RequireSession>
                <ChangePasswordPage />
              </RequireSession>
            }
          />
          <Route
            element={
              <RequireSession>
                <AppShell />
              </RequireSession>
            }
          >
            <Route path="/:ouid" element={<OrgHomePage />} />
            <Route path="/:ouid/my-profile" element={<MyProfilePage />} />
          </Route>
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  );
}
