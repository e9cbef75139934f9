/**
 * The explainer cannot disagree with the API (issue 39 §1): over a generated tree (a ROOT with
 * nested units, a soft-deleted subtree, a second tenant, a SYSTEM unit) and people with generated
 * policies, each case draws a person, an acting unit, a target unit and a route of the real route
 * table, calls GET /access/explain (route form) as that person about themselves and the route's
 * real handler as that person, and asserts the explainer's status is the real answer's class:
 * 403 → 403, the authorization's 404 → 404, anything else → allowed (200).
 */
import fc from 'fast-check';

import { type Policy, SYSTEM_POLICY_OUID } from '../../../lambdas/domain/policies';
import { pathParameterNames } from '../../../lambdas/domain/route-paths';
import { routeKey, ROUTES, type RouteSpec } from '../../../lambdas/domain/routes';
import type { ExplainAnswer } from '../../../lambdas/domain/schemas/access';
import { PLATFORM_UNIT_ID } from '../../../lambdas/domain/units';
import { API_MESSAGES } from '../../../lambdas/shared/messages';
import {
  accessTable,
  type AccessTable,
  type Answer,
  callAs,
  explainAs,
  HANDLERS,
  personItems,
  testUnit,
  type TestUnit,
  unitItem,
} from '../support/access-fixture';

jest.setTimeout(120_000);

const SEED = 39_001;
const RUNS = 500;

/**
 * Routes left out, each because its operation refuses on facts other than the caller's access
 * (the explainer marks some with an operationCheck instead of guessing their answer):
 * - the team routes naming a team and the document routes naming a document: the operation refuses
 *   (403) a team or document that is not the acting unit's, and the tree has none;
 * - /orguser/{username} and /appuser/{username}: the operation refuses (403) a user with no
 *   membership in the acting unit's scope (user-scope.ts), a fact about that user;
 * - GET /access/explain: its own query (unit) is required, so a bare call is a 400 before any
 *   decision.
 */
const EXCLUDED = new Set([
  'GET /team/{teamId}',
  'PUT /team/{teamId}',
  'DELETE /team/{teamId}',
  'PUT /team/{teamId}/member/{username}',
  'DELETE /team/{teamId}/member/{username}',
  'GET /document/{documentId}',
  'DELETE /document/{documentId}',
  'GET /orguser/{username}',
  'PUT /orguser/{username}',
  'GET /appuser/{username}',
  'DELETE /appuser/{username}',
  'GET /access/explain',
]);

/** Query strings that switch a route's permission (routes.ts queryPermissions), drawn too. */
const QUERY_VARIANTS: Record<string, string[]> = {
  'GET /userprofile': ['', '?checkUserName=someone'],
  'GET /document': ['', '?signedUrl=true'],
  'GET /config': ['', '?deployArtifact=true'],
  'GET /orgunit': ['', '?parentOuId={target}'],
};

const ROUTES_DRAWN: RouteSpec[] = ROUTES.filter(
  (route) =>
    !EXCLUDED.has(routeKey(route)) &&
    HANDLERS[route.resource].servedRoutes.includes(routeKey(route)),
);

interface Tree {
  units: TestUnit[];
  people: Record<string, Policy[]>;
}

/** ROOT + nested units, one subtree soft-deleted, a second tenant, the SYSTEM unit; people. */
const treeArbitrary = fc
  .record({
    parents: fc.array(fc.nat(), { minLength: 6, maxLength: 10 }),
    deletedAt: fc.nat(),
    policies: fc.array(
      fc.array(fc.record({ unit: fc.nat(), admin: fc.boolean() }), { minLength: 1, maxLength: 3 }),
      { minLength: 6, maxLength: 6 },
    ),
  })
  .map(({ parents, deletedAt, policies }): Tree => {
    const root = testUnit('pt-root', 'ROOT');
    const units: TestUnit[] = [root];
    const deletedTopIndex = 1 + (deletedAt % parents.length);
    parents.forEach((parent, index) => {
      const parentUnit = units[parent % units.length] as TestUnit;
      const id = `pt-u${index + 1}`;
      const top =
        index + 1 === deletedTopIndex
          ? id
          : parentUnit.deletedTop
            ? parentUnit.deletedTop
            : undefined;
      units.push(testUnit(id, 'ORGUNIT', parentUnit, top));
    });
    const other = testUnit('pt-other', 'ROOT');
    units.push(other, testUnit('pt-other-child', 'ORGUNIT', other));
    units.push(testUnit(PLATFORM_UNIT_ID, 'SYSTEM'));
    const tenantUnits = units.filter((unit) => unit.type !== 'SYSTEM');
    const people: Record<string, Policy[]> = {
      'pt-sysadmin': [{ ouid: SYSTEM_POLICY_OUID, roles: ['admin'] }],
      'pt-nobody': [],
    };
    policies.forEach((held, index) => {
      const byUnit = new Map<string, Policy>();
      for (const { unit, admin } of held) {
        const ouid = (tenantUnits[unit % tenantUnits.length] as TestUnit).id;
        byUnit.set(ouid, { ouid, roles: [admin ? 'admin' : 'user'] });
      }
      people[`pt-person${index + 1}`] = [...byUnit.values()];
    });
    return { units, people };
  });

const [TREE] = fc.sample(treeArbitrary, { seed: SEED, numRuns: 1 }) as [Tree];
const UNITS = new Map(TREE.units.map((unit) => [unit.id, unit]));

let table: AccessTable;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  // Calls the decision allows may fail after it (no Cognito or S3 behind the in-process handlers):
  // still an "allowed" answer, whose log is noise here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  table = await accessTable('access-property');
  await table.write([
    ...TREE.units.map(unitItem),
    ...Object.entries(TREE.people).flatMap(([username, policies]) =>
      personItems(username, policies, UNITS),
    ),
  ]);
});

afterAll(async () => {
  await table?.drop();
  jest.restoreAllMocks();
});

/** The route's concrete path as this case calls it. */
function concretePath(route: RouteSpec, person: string, target: TestUnit, variant: string): string {
  let path = route.path;
  for (const name of pathParameterNames(route.path)) {
    const value =
      name === 'id' || name === 'ouid'
        ? target.id
        : name === 'username'
          ? // Deleting the person would change the tree under the next cases: nobody by that name.
            routeKey(route) === 'DELETE /userprofile/{username}'
            ? 'pt-ghost'
            : person
          : name === 'identifier'
            ? 'core'
            : name === 'key'
              ? 'home'
              : '1';
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return path + variant.replace('{target}', target.id);
}

/** The class of the real answer: the authorization's refusals, or anything else. */
function classOf(answer: Answer): 200 | 403 | 404 {
  if (answer.status === 403) return 403;
  if (answer.status === 404 && answer.body.error === API_MESSAGES.orgunitNotFound) return 404;
  return 200;
}

describe('the explainer against the real API', () => {
  it(`agrees with every real answer over ${RUNS} generated calls`, async () => {
    const people = Object.keys(TREE.people);
    const caseArbitrary = fc.record({
      person: fc.constantFrom(...people),
      unit: fc.constantFrom(...TREE.units),
      target: fc.constantFrom(...TREE.units),
      route: fc.constantFrom(...ROUTES_DRAWN),
      variant: fc.nat(),
    });
    const started = Date.now();
    const seen = { 200: 0, 403: 0, 404: 0 };
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ({ person, unit, target, route, variant }) => {
        const variants = QUERY_VARIANTS[routeKey(route)] ?? [''];
        const path = concretePath(route, person, target, variants[variant % variants.length] ?? '');
        const explained = await explainAs(person, { unit: unit.id, method: route.method, path });
        expect(explained.status).toBe(200);
        const result = (explained.body.data as ExplainAnswer).results[0];
        const real = await callAs(person, route.method, path, {
          'x-ouid': unit.id,
          'x-ouidchain': unit.chain,
          'x-appid': 'ticketapp',
        });
        seen[classOf(real)] += 1;
        if (result?.status !== classOf(real)) {
          throw new Error(
            `${person} ${route.method} ${path} (x-ouid ${unit.id}): explained ${result?.status} ` +
              `(${JSON.stringify(result?.reasons)}), API answered ${real.status} ${JSON.stringify(real.body)}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Every class of answer was met, so the agreement is not about one kind of answer.
    expect(seen[200]).toBeGreaterThan(50);
    expect(seen[403]).toBeGreaterThan(50);
    expect(seen[404]).toBeGreaterThan(5);
    // The whole suite stays well under a minute on the 2-core machine.
    expect(Date.now() - started).toBeLessThan(90_000);
  });

  it('draws from routes of every resource but the excluded ones', () => {
    const resources = new Set(ROUTES_DRAWN.map((route) => route.resource));
    expect([...resources].sort()).toEqual(
      [
        'access',
        'appuser',
        'config',
        'document',
        'orgplan',
        'orgunit',
        'orguser',
        'team',
        'tenant',
        'userprofile',
      ].sort(),
    );
  });
});
