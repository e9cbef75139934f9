import { type ReactNode, StrictMode } from 'react';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router-dom';

import { ErrorPage } from '../common/ErrorPage';
import { FlashProvider } from '../common/flash/FlashProvider';
import type { RouteHelpHandle } from '../common/help/help-topic-names';
import { lazyPage } from '../common/lazy-page';
import { RequireSession } from '../common/gate/RequireSession';
import { SignedInFrame } from '../common/shell/SignedInFrame';
import { SessionProvider } from './SessionProvider';
import { UNIT_ROUTES } from '../common/unit-routes';
import { pageOf } from './page-of-module';
import { PUBLIC_PAGE_MODULES, type PublicPagePath } from './public-page-modules';
import { UNIT_PAGES } from './unit-pages';
import type { ConsoleConfig } from '@domain/console-config';
import { ConfigContext } from '../config/config-context';

type Router = Parameters<typeof RouterProvider>[0]['router'];

const LandingPage = publicPage('/');
const LoginPage = publicPage('/login');
const UserHomePage = publicPage('/user-home');
const PermissionErrorPage = publicPage('/permission-error');
const RegisterPage = publicPage('/register');
const WelcomePage = publicPage('/welcome');
const ConfirmRegistrationPage = publicPage('/confirm-registration');
const ThankYouPage = publicPage('/thankyou');
const ForgotPasswordPage = publicPage('/forgotpassword');
const ForgotPasswordVerificationPage = publicPage('/forgotpasswordverification');
const ChangePasswordPage = publicPage('/changepassword');
const ChangePasswordConfirmationPage = publicPage('/changepasswordconfirmation');
const HelpPage = publicPage('/help');
const MfaSetupPage = publicPage('/mfa-setup');
const MyProfilePage = lazyPage(() => import('../pages/my-profile/MyProfilePage'));
const AppShell = lazyPage(() => import('../common/shell/AppShell'));
/** The permission gate lives in the shell's chunk: the entry stays small for public pages. */
const UnitRouteElement = lazyPage(() => import('../common/gate/RequireUnitRoute'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'));

function publicPage(path: PublicPagePath) {
  return pageOf(PUBLIC_PAGE_MODULES[path]);
}

/** The help topic a route's page shows in the tools drawer: the one named as the route. */
function helpOf(name: string): RouteHelpHandle {
  return { help: name };
}

/** A page outside the unit shell: a signed-in visitor sees the console's top bar above it. */
function framed(page: ReactNode) {
  return <SignedInFrame>{page}</SignedInFrame>;
}

/** Everything below needs the router: the session navigates on sign-out. */
function RootLayout() {
  return (
    <SessionProvider>
      <FlashProvider>
        <Outlet />
      </FlashProvider>
    </SessionProvider>
  );
}

/** The route table of the console (spec §2); every screen is its own chunk. */
export const routes = createRoutesFromElements(
  <Route element={<RootLayout />} errorElement={<ErrorPage />}>
    <Route path="/" element={framed(<LandingPage />)} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/user-home" element={framed(<UserHomePage />)} />
    <Route path="/permission-error" element={framed(<PermissionErrorPage />)} />
    {/* The help page has its own top bar (spec §2, "Help page drawer"). */}
    <Route path="/help" element={<HelpPage />} />
    <Route path="/register" element={framed(<RegisterPage />)} />
    <Route path="/welcome" element={framed(<WelcomePage />)} />
    <Route path="/confirm-registration" element={framed(<ConfirmRegistrationPage />)} />
    <Route path="/thankyou" element={framed(<ThankYouPage />)} />
    <Route path="/forgotpassword" element={framed(<ForgotPasswordPage />)} />
    <Route
      path="/forgotpasswordverification"
      element={framed(<ForgotPasswordVerificationPage />)}
    />
    <Route
      path="/changepasswordconfirmation"
      element={framed(<ChangePasswordConfirmationPage />)}
    />
    <Route
      path="/changepassword"
      element={<RequireSession>{framed(<ChangePasswordPage />)}</RequireSession>}
    />
    <Route
      path="/mfa-setup"
      element={<RequireSession mfaSetup>{framed(<MfaSetupPage />)}</RequireSession>}
    />
    <Route
      element={
        <RequireSession>
          <AppShell />
        </RequireSession>
      }
    >
      <Route path="/:ouid/my-profile" element={<MyProfilePage />} handle={helpOf('myProfile')} />
      {UNIT_PAGES.map(([name, Page]) => (
        <Route
          key={name}
          path={`/:ouid/${UNIT_ROUTES[name].path}`}
          handle={helpOf(name)}
          element={
            <UnitRouteElement route={UNIT_ROUTES[name]}>
              <Page />
            </UnitRouteElement>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>,
);

/**
 * The console under a router: in the browser a data router (`createBrowserRouter`), which lets
 * edit forms hold navigation back while they have unsaved changes; when prerendering, a memory
 * router on the page's path.
 */
export function App({ router, config }: { router: Router; config: ConsoleConfig }) {
  return (
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <I18nProvider locale="en" messages={[enMessages]}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}
