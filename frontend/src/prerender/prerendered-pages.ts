/**
 * The public pages whose first paint is prerendered at build time, each with its file name under
 * `prerendered/` and the route's page module (its Vite manifest key, whose CSS and chunks the
 * prerendered page links so it paints styled and the app takes over without another round trip).
 * Only pages that look the same to every visitor and on every screen before the session is known
 * belong here: not `/help`, whose AppLayout picks its phone or desktop layout in the browser.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, { file: string; page: string }>> = {
  '/': { file: 'landing.html', page: 'src/pages/landing/LandingPage.tsx' },
  '/login': { file: 'login.html', page: 'src/pages/login/LoginPage.tsx' },
  '/register': { file: 'register.html', page: 'src/pages/register/RegisterPage.tsx' },
  '/forgotpassword': {
    file: 'forgotpassword.html',
    page: 'src/pages/forgot-password/ForgotPasswordPage.tsx',
  },
};
