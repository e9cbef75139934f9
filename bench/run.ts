/** `npm run bench`: prints handler bundle sizes and the console's first-load sizes against budgets. */
import { measureConsoleRoutes } from './console-bundles';
import { SIGN_IN_ROUTE } from './console-routes';
import { measureHandlerBundles } from './handler-bundles';

const KB = 1000;
const BUDGETS = { signInJs: 150 * KB, heaviestRouteJs: 280 * KB, firstLoadCss: 100 * KB };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const verdict = (bytes: number, budget: number) =>
  `${kb(bytes)} (budget ${kb(budget)}: ${bytes <= budget ? 'within' : 'OVER'})`;

async function main(): Promise<void> {
  console.log('Lambda bundles (esbuild, minified, @aws-sdk external)');
  for (const { name, bytes } of await measureHandlerBundles()) {
    console.log(`  ${name.padEnd(24)} ${String(bytes).padStart(9)} bytes`);
  }

  const routes = await measureConsoleRoutes();
  console.log('\nConsole first load per route (gzip)');
  for (const figure of routes) {
    console.log(
      `  ${figure.route.padEnd(48)} JS ${kb(figure.jsGzipBytes).padStart(9)}  CSS ${kb(figure.cssGzipBytes).padStart(9)}`,
    );
  }
  const signIn = routes.filter((figure) => figure.route === SIGN_IN_ROUTE);
  const heaviest = routes.reduce((max, figure) => Math.max(max, figure.jsGzipBytes), 0);
  const css = routes.reduce((max, figure) => Math.max(max, figure.cssGzipBytes), 0);
  console.log('\nBudgets');
  for (const figure of signIn) {
    console.log(`  sign-in route JS     ${verdict(figure.jsGzipBytes, BUDGETS.signInJs)}`);
  }
  console.log(`  heaviest route JS    ${verdict(heaviest, BUDGETS.heaviestRouteJs)}`);
  console.log(`  first-load CSS (max) ${verdict(css, BUDGETS.firstLoadCss)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
