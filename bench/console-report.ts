/**
 * Part 4 of `npm run bench`: the console's first-load sizes per route, side by side with the
 * reference console's, and the weight targets.
 */
import {
  measureConsoleRoutes,
  measureReferenceFirstLoad,
  type RouteFigure,
} from './console-bundles';
import { CONSOLE_ROUTE_CHUNKS, SESSION, SIGN_IN_ROUTE } from './console-routes';
import { kB } from './stats';
import { reportVerdicts } from './target-log';
import { weightVerdicts } from './targets';

/** Our table page, facing the reference's. */
const TABLE_ROUTE = '/{ouid}/orgusers';

const waitsForSession = (figure: RouteFigure) =>
  CONSOLE_ROUTE_CHUNKS[figure.route]?.includes(SESSION) ?? false;

function sideBySide(routes: RouteFigure[], reference: Omit<RouteFigure, 'route'>): string[] {
  const signedIn = routes.filter(waitsForSession);
  const heaviest = signedIn.reduce<RouteFigure | undefined>(
    (max, figure) => (max && max.jsGzipBytes >= figure.jsGzipBytes ? max : figure),
    undefined,
  );
  const table = routes.find((figure) => figure.route === TABLE_ROUTE);
  const rows = [
    routes.find((figure) => figure.route === SIGN_IN_ROUTE),
    table && { ...table, route: `${table.route} (the table page)` },
    heaviest && { ...heaviest, route: `heaviest signed-in: ${heaviest.route}` },
  ].filter((figure) => figure !== undefined);
  const cell = (bytes: number) => kB(bytes).padStart(11);
  return [
    "  Ours vs the reference console (Vite's defaults: one bundle, the same for every page)",
    `    ${''.padEnd(48)}${['JS ours', 'JS ref', 'CSS ours', 'CSS ref'].map((h) => h.padStart(11)).join('')}`,
    ...rows.map(
      (figure) =>
        `    ${figure.route.padEnd(48)}${cell(figure.jsGzipBytes)}${cell(reference.jsGzipBytes)}` +
        `${cell(figure.cssGzipBytes)}${cell(reference.cssGzipBytes)}`,
    ),
  ];
}

export async function reportConsole(): Promise<void> {
  const routes = await measureConsoleRoutes();
  const reference = await measureReferenceFirstLoad();
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
  for (const line of sideBySide(routes, reference)) console.log(line);
  const signIn = routes.find((figure) => figure.route === SIGN_IN_ROUTE);
  if (!signIn) throw new Error(`bench/console-routes.ts has no ${SIGN_IN_ROUTE}`);
  reportVerdicts(
    'Targets (weight)',
    weightVerdicts({
      signInJs: signIn.jsGzipBytes,
      signedInJs: routes
        .filter(waitsForSession)
        .map((figure) => ({ route: figure.route, bytes: figure.jsGzipBytes })),
      css: routes.reduce((max, figure) => Math.max(max, figure.cssGzipBytes), 0),
    }),
  );
}
