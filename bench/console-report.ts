/** Part 4 of `npm run bench`: the console's first-load sizes per route against their budgets. */
import { measureConsoleRoutes } from './console-bundles';
import { SIGN_IN_ROUTE } from './console-routes';
import { kB } from './stats';

const KB = 1000;
const BUDGETS = { signInJs: 150 * KB, heaviestRouteJs: 280 * KB, firstLoadCss: 100 * KB };

const verdict = (bytes: number, budget: number) =>
  `${kB(bytes)} (budget ${kB(budget)}: ${bytes <= budget ? 'within' : 'OVER'})`;

export async function reportConsole(): Promise<void> {
  const routes = await measureConsoleRoutes();
  console.log('\nConsole first load per route (gzip)');
  for (const figure of routes) {
    const prerendered =
      figure.prerenderedHtmlGzipBytes === undefined
        ? ''
        : `  prerendered: paints from ${kB(figure.prerenderedHtmlGzipBytes)} of HTML, JS after`;
    console.log(
      `  ${figure.route.padEnd(48)} JS ${kB(figure.jsGzipBytes).padStart(9)}  CSS ${kB(figure.cssGzipBytes).padStart(9)}${prerendered}`,
    );
  }
  const signIn = routes.filter((figure) => figure.route === SIGN_IN_ROUTE);
  const heaviest = routes.reduce((max, figure) => Math.max(max, figure.jsGzipBytes), 0);
  const css = routes.reduce((max, figure) => Math.max(max, figure.cssGzipBytes), 0);
  console.log('  Budgets');
  for (const figure of signIn) {
    console.log(`    sign-in route JS     ${verdict(figure.jsGzipBytes, BUDGETS.signInJs)}`);
  }
  console.log(`    heaviest route JS    ${verdict(heaviest, BUDGETS.heaviestRouteJs)}`);
  console.log(`    first-load CSS (max) ${verdict(css, BUDGETS.firstLoadCss)}`);
}
