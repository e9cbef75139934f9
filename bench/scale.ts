/**
 * Part 6 of `npm run bench` (issue 13 §4): the console's lists at 10,000 items. The production
 * build and a local platform as in the Lighthouse part (browser-bench.ts); the seeded admin signs
 * in once in Debian's Chromium, then each screen is opened in a fresh tab and timed from navigation
 * start to its first row, card or tree node (scale-screens.ts), 10-item variant against the
 * 10,000-item one: Child Organisations and Org Users of "Scale Small" and "Scale Flat", and the
 * Authenticated Users list and the org plan before and after the bulk seed (scale-seed.ts), and a
 * search among the children. Target: each under 1.5 s and within 1.5× of its 10-item variant.
 * Bounded by a watchdog; everything started here is stopped at the end, on failure and SIGTERM.
 */
import { existsSync } from 'node:fs';

import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../local/seed-data';
import {
  connectChromium,
  launchChromium,
  runBounded,
  serveConsole,
  signInAdmin,
  type Stack,
} from './browser-bench';
import {
  cardOf,
  interleaved,
  loadTime,
  medianOf,
  onlyCardOf,
  type Samples,
  type Screen,
  type SearchSpec,
  searchTime,
  treeNodeOf,
  userRowOf,
} from './scale-screens';
import { FEW, MANY, type ScaleParent, seedBulk, seedSmall } from './scale-seed';

/** The whole part; run.ts kills parts after 10 minutes. */
const PART_DEADLINE_MS = 5 * 60_000;
/** Left for the table and for stopping Chromium, the servers and the platform. */
const STOP_MARGIN_MS = 25_000;
const WARM_UP = 1;
const RUNS = 5;
const TARGET_MS = 1500;
const TARGET_RATIO = 1.5;
/** The first child of the ROOT unit in name order, before and after the seed ("Engineering"). */
const FIRST_PLAN_CHILD = 'ou-engineering';
/** Wide enough for three cards a row, as on a laptop. */
const WINDOW_FLAGS = ['--window-size=1280,900'];
const RAM_DISK = '/dev/shm';

interface Row {
  label: string;
  few: string;
  many: string;
  note?: string;
}

const childOrgs = (parent: ScaleParent): Screen => ({
  label: 'Child Organisations',
  path: `/${parent.id}/orgunits`,
  target: cardOf(parent.firstChildName),
});

const orgUsers = (parent: ScaleParent): Screen => ({
  label: 'Org Users',
  path: `/${parent.id}/orgusers`,
  target: userRowOf(parent.firstUsername),
});

const authUsers = (adminUsername: string): Screen => ({
  label: 'Authenticated Users',
  path: `/${SYSTEM_UNIT_ID}/authusers`,
  target: userRowOf(adminUsername),
});

const orgPlan: Screen = {
  label: 'Org plan (first level)',
  path: `/${ROOT_UNIT_ID}/orgplan`,
  target: treeNodeOf(FIRST_PLAN_CHILD),
};

const childSearch = (parent: ScaleParent): SearchSpec => ({
  label: 'Search Child Organisations',
  screen: childOrgs(parent),
  query: parent.search.query,
  result: onlyCardOf(parent.search.match),
});

/**
 * A RAM disk for the platform's data where there is one: DynamoDB Local (SQLite files) wrote about
 * 650 items/s on this machine's disk and about 2,000 on tmpfs, which is most of the part's time.
 */
function dataRoot(): string | undefined {
  return existsSync(RAM_DISK) ? RAM_DISK : undefined;
}

const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function verdict(few: number, many: number): string {
  const misses = [
    ...(many >= TARGET_MS ? ['not under 1.5 s'] : []),
    ...(many / few > TARGET_RATIO ? ['over 1.5×'] : []),
  ];
  return misses.length === 0 ? 'within' : `OVER (${misses.join(', ')})`;
}

function printTable(
  rows: readonly { label: string; few?: number; many?: number; note?: string }[],
) {
  const lines: Row[] = rows.map(({ label, few, many, note }) => ({
    label,
    few: few === undefined ? 'n/a' : seconds(few),
    many: many === undefined ? 'n/a' : seconds(many),
    note:
      few === undefined || many === undefined
        ? 'NOT MEASURED'
        : `${(many / few).toFixed(2)}×  ${verdict(few, many)}${note ? `  ${note}` : ''}`,
  }));
  const width = Math.max(...lines.map((line) => line.label.length)) + 2;
  console.log(
    `  ${'Screen'.padEnd(width)}${'10 items'.padStart(10)}${'10,000 items'.padStart(14)}  ratio  verdict`,
  );
  for (const line of lines) {
    console.log(
      `  ${line.label.padEnd(width)}${line.few.padStart(10)}${line.many.padStart(14)}  ${line.note}`,
    );
  }
}

function printSamples(samples: Samples): void {
  for (const [name, values] of samples) {
    console.log(`    ${name}: ${values.map((value) => value.toFixed(0)).join(', ')} ms`);
  }
}

async function measure(stack: Stack, deadline: number) {
  const { platform, settings, origin, offset } = await serveConsole(stack, 'scale', dataRoot());
  const small = await seedSmall(settings);
  console.log(
    `  seeded Scale Small (${FEW} children, ${FEW} members): ${count(small.items)} items in ` +
      `${small.seconds.toFixed(1)} s`,
  );

  const chrome = await launchChromium(stack, WINDOW_FLAGS);
  const { browser, context } = await connectChromium(chrome);
  stack.push('the CDP connection', () => browser.close());
  await signInAdmin(context, origin, platform);

  const until = () => deadline - STOP_MARGIN_MS;
  const load = (screen: Screen) => () => loadTime(context, origin, screen);
  const searchRequests = new Map<string, number[]>();
  const search = (spec: SearchSpec, key: string) => async () => {
    const { ms, requests } = await searchTime(context, origin, spec);
    searchRequests.set(key, [...(searchRequests.get(key) ?? []), requests]);
    return ms;
  };

  // Before the bulk seed: the lists whose 10-item variant is the platform as it was.
  const auth = authUsers(platform.adminUsername);
  const before = await interleaved(
    { 'authusers, before': load(auth), 'orgplan, before': load(orgPlan) },
    WARM_UP,
    RUNS,
    // Leave most of the time for the bulk seed and the rest.
    Date.now() + 45_000,
  );

  const bulk = await seedBulk(settings);
  console.log(
    `  seeded Scale Flat (${count(MANY)} children, ${count(MANY)} members) and Scale Deep ` +
      `(${count(bulk.deepUnits)} units): ${count(bulk.items)} items in ${bulk.seconds.toFixed(1)} s`,
  );

  const after = await interleaved(
    {
      'orgunits, small': load(childOrgs(small.small)),
      'orgunits, flat': load(childOrgs(bulk.flat)),
      'orgusers, small': load(orgUsers(small.small)),
      'orgusers, flat': load(orgUsers(bulk.flat)),
      'authusers, after': load(auth),
      'orgplan, after': load(orgPlan),
      'search, small': search(childSearch(small.small), 'small'),
      'search, flat': search(childSearch(bulk.flat), 'flat'),
    },
    WARM_UP,
    RUNS,
    until(),
  );
  return { offset, small, bulk, before, after, searchRequests };
}

async function run(stack: Stack, deadline: number) {
  const { offset, small, bulk, before, after, searchRequests } = await measure(stack, deadline);
  const requests = (key: string) => {
    const counts = [...new Set(searchRequests.get(key) ?? [])];
    return `${counts.join('/')} request${counts.length === 1 && counts[0] === 1 ? '' : 's'}`;
  };
  console.log(
    [
      '',
      `Time from navigation start to the first row, card or tree node (median of ${RUNS} loads in`,
      'fresh tabs after one warm-up; the static files come from the HTTP cache). Target: under',
      `1.5 s and within 1.5× of the 10-item screen. Port offset ${offset}.`,
    ].join('\n  '),
  );
  printTable([
    {
      label: 'Child Organisations',
      few: medianOf(after, 'orgunits, small'),
      many: medianOf(after, 'orgunits, flat'),
    },
    {
      label: 'Org Users',
      few: medianOf(after, 'orgusers, small'),
      many: medianOf(after, 'orgusers, flat'),
    },
    {
      label: 'Authenticated Users',
      few: medianOf(before, 'authusers, before'),
      many: medianOf(after, 'authusers, after'),
    },
    {
      label: 'Org plan',
      few: medianOf(before, 'orgplan, before'),
      many: medianOf(after, 'orgplan, after'),
    },
    {
      label: 'Search (incl. 300 ms debounce)',
      few: medianOf(after, 'search, small'),
      many: medianOf(after, 'search, flat'),
      note: `(${requests('small')} / ${requests('flat')})`,
    },
  ]);
  console.log(
    [
      '',
      `Seeding: Scale Small ${count(small.items)} items in ${small.seconds.toFixed(1)} s; Scale Flat and`,
      `Scale Deep ${count(bulk.items)} items in ${bulk.seconds.toFixed(1)} s ` +
        `(${(bulk.items / bulk.seconds).toFixed(0)} items/s).`,
      `Searches: "${small.small.search.query}" among ${FEW}, "${bulk.flat.search.query}" among ${count(MANY)}.`,
      'Samples (ms, in run order):',
    ].join('\n  '),
  );
  printSamples(before);
  printSamples(after);
  const missing = [...before, ...after].filter(([, values]) => values.length === 0);
  if (missing.length > 0) throw new Error(`not measured: ${missing.map(([n]) => n).join(', ')}`);
}

export async function reportScale(): Promise<void> {
  console.log('\nScale: 10,000 units and users, production console build in Chromium');
  await runBounded('Scale', PART_DEADLINE_MS, (stack, deadline) => run(stack, deadline));
}
