/**
 * The org plan (issue 13 §2): the tree loads one level at a time (a unit's children are read when
 * it is opened, a page at a time), and Download JSON saves the nested plan of every unit. Its
 * nodes lead with the unit's name, the id as secondary text (issue 37); the JSON keeps ids.
 */
import { readFile } from 'node:fs/promises';

import { expect, type Page, type Route, test } from '@playwright/test';

import type { OrgPlanNode } from '../../lambdas/domain/schemas/orgplan';
import { PLAN_LEVEL_PAGE_SIZE } from '../../frontend/src/pages/org-plan/use-plan-levels';
import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { createConfirmedUser } from './account-users';
import { expectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './console-pages';
import { recordApiReads } from './list-paging';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const text = orgunitsStrings.orgPlan;
const planPath = `/${ROOT_UNIT_ID}/orgplan`;

function sideNavigationLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name, exact: true });
}

function planTree(page: Page) {
  const tree = page.getByRole('tree', { name: text.treeAriaLabel });
  return {
    tree,
    /** A node, found by its id (the secondary text). */
    item: (id: string) => tree.getByText(id, { exact: true }),
    /** The toggles are named after the unit's name, the node's label. */
    expand: (name: string) =>
      tree.getByRole('button', { name: `${text.expand} ${name}`, exact: true }).click(),
    collapse: (name: string) =>
      tree.getByRole('button', { name: `${text.collapse} ${name}`, exact: true }).click(),
  };
}

/** The parents whose children the console asked for (`GET /orgunit?parentOuId=`), in order. */
function recordLevelReads(page: Page) {
  const reads = recordApiReads(page, (url) => url.pathname.endsWith('/orgunit'));
  return () => reads.map((url) => url.searchParams.get('parentOuId'));
}

async function newBranch(api: PlatformApi, label: string) {
  const unit = await api.createUnit(uniqueName(label));
  return { id: unit.data.identifier, ouidChain: unit.data.ouidChain, name: unit.data.name };
}

test('the ROOT plan opens with its first level; a unit’s children are read only when it is expanded', async ({
  page,
}) => {
  const levelReads = recordLevelReads(page);
  await page.goto(planPath);
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

  const { tree, item, expand, collapse } = planTree(page);
  await expect(item(ROOT_UNIT_ID)).toBeVisible();
  await expect(item('ou-sales')).toBeVisible();
  await expect(item('ou-engineering')).toBeVisible();
  await expect(item('ou-sales-north')).toHaveCount(0);
  expect(levelReads()).toEqual([ROOT_UNIT_ID]);

  await expand('Sales');
  await expect(item('ou-sales-north')).toBeVisible();
  await expect(item('ou-sales-south')).toBeVisible();
  expect(levelReads()).toEqual([ROOT_UNIT_ID, 'ou-sales']);

  // A unit without children says so once opened; opening a unit again reads nothing more.
  await expand('Sales North');
  await expect(tree.getByText(text.noSubunits)).toBeVisible();
  await collapse('Sales');
  await expect(item('ou-sales-north')).toHaveCount(0);
  await expand('Sales');
  await expect(item('ou-sales-north')).toBeVisible();
  expect(levelReads()).toEqual([ROOT_UNIT_ID, 'ou-sales', 'ou-sales-north']);

  // A level that fails to load says so in its place, with Retry; the rest of the tree stays.
  let failing = true;
  await page.route(/\/orgunit\?.*parentOuId=ou-engineering/, async (route: Route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    // The real answer's headers (CORS), with a 500 in place of the data.
    const response = await route.fetch();
    return route.fulfill({
      response,
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Level read failed', requestId: 'req-plan' }),
    });
  });
  await expand('Engineering');
  const failure = tree.getByText(text.levelFailed('Level read failed'));
  await expect(failure).toBeVisible();
  await expect(item('ou-sales-north')).toBeVisible();
  await expectNoAxeViolations(page, 'the org plan with open levels and a failed one');
  failing = false;
  await tree.getByRole('button', { name: text.retryOf('Engineering'), exact: true }).click();
  await expect(failure).toHaveCount(0);
  await expect(tree.getByText(text.levelLoading)).toHaveCount(0);
  expect(levelReads()).toEqual([
    ROOT_UNIT_ID,
    'ou-sales',
    'ou-sales-north',
    'ou-engineering',
    'ou-engineering',
  ]);

  // The plan fits one flat page, so its JSON is shown too.
  const json = page.getByRole('region', { name: text.jsonAriaLabel });
  await expect(json).toContainText(`"id": "${ROOT_UNIT_ID}"`);
  await expect(json).toContainText('"ou-sales": {');
  await expect(json).toContainText('"id": "ou-sales-north"');
  await expect(sideNavigationLink(page, commonStrings.menu.organisationPlan)).toBeVisible();
});

test('a level the server refuses says why and offers no Retry, which could not help', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const branch = await newBranch(api, 'Plan refused');
  await api.createUnit(uniqueName('Plan refused child'), branch);
  await page.route(new RegExp(`/orgunit\\?.*parentOuId=${branch.id}`), async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({
      response,
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Forbidden', requestId: 'req-plan-403' }),
    });
  });
  await page.goto(planPath);
  await signInOnLoginPage(page);
  const { tree, expand } = planTree(page);
  await expand(branch.name);
  await expect(tree.getByText(text.levelFailed('Forbidden'))).toBeVisible();
  await expect(tree.getByRole('button', { name: text.retryOf(branch.name) })).toHaveCount(0);
});

test('Show more reads the next page of a level, by keyboard too', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const branch = await newBranch(api, 'Plan level');
  const count = PLAN_LEVEL_PAGE_SIZE + 1;
  const children: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, index) =>
        api.createUnit(`Level child ${start + index}`, branch),
      ),
    );
    children.push(...made.map((unit) => unit.data.identifier));
  }
  const reads = recordApiReads(page, (url) => url.searchParams.get('parentOuId') === branch.id);

  await openSignedIn(page, planPath);
  const { tree } = planTree(page);
  // By keyboard: the branch's toggle opens its level with Enter.
  await tree.getByRole('button', { name: `${text.expand} ${branch.name}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  // The branch's level: its units, then the Show more row while more pages follow.
  const levelRows = tree.getByRole('treeitem', { level: 3 });
  const showMore = tree.getByRole('button', { name: text.showMoreOf(branch.name) });
  await expect(showMore).toBeVisible();
  await expect(levelRows).toHaveCount(PLAN_LEVEL_PAGE_SIZE + 1);
  expect(reads).toHaveLength(1);
  expect(reads[0]?.searchParams.get('nextToken')).toBeNull();
  await expectNoAxeViolations(page, 'the org plan with a Show more row');

  // Down past the level's units to its Show more row, right into its button, Enter presses it.
  for (let row = 0; row <= PLAN_LEVEL_PAGE_SIZE; row += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(showMore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(showMore).toHaveCount(0);
  await expect(levelRows).toHaveCount(count);
  for (const id of children) await expect(tree.getByText(id, { exact: true })).toBeVisible();
  expect(reads).toHaveLength(2);
  expect(reads[1]?.searchParams.get('nextToken')).toBeTruthy();
});

test('Download JSON saves the nested plan of every unit, and can be cancelled', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const branch = await newBranch(api, 'Plan download');
  const child = await api.createUnit(uniqueName('Plan download child'), branch);
  const grandchild = await api.createUnit(uniqueName('Plan download grandchild'), {
    id: child.data.identifier,
    ouidChain: child.data.ouidChain,
  });

  await openSignedIn(page, planPath);
  const downloadButton = page.getByRole('button', { name: text.download });
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orgplan-${ROOT_UNIT_ID}.json`);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as OrgPlanNode;
  await expect(page.getByRole('status').getByText(/Saved the plan of \d+ units/)).toBeVisible();

  // The same plan the server nests in one answer: every unit, at its place.
  const nested = await api.succeeding<OrgPlanNode>('GET', `/orgplan/${ROOT_UNIT_ID}`, {
    ouid: ROOT_UNIT_ID,
  });
  expect(saved).toEqual(nested);
  expect(saved.subunits[branch.id]?.subunits[child.data.identifier]).toEqual({
    id: child.data.identifier,
    subunits: {
      [grandchild.data.identifier]: { id: grandchild.data.identifier, subunits: {} },
    },
  });

  // A download held on its first page stops at Cancel and saves nothing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/orgplan\/.*format=flat/, async (route) => {
    await held;
    await route.continue();
  });
  let savedAgain = false;
  page.on('download', () => (savedAgain = true));
  await downloadButton.click();
  await expect(page.getByRole('status').getByText(text.downloading(0))).toBeVisible();
  await page.getByRole('button', { name: text.cancelDownload, exact: true }).click();
  await expect(page.getByRole('status').getByText(text.downloadCancelled)).toBeVisible();
  release();
  await expect(downloadButton).toBeEnabled();
  await page.waitForTimeout(500);
  expect(savedAgain).toBe(false);
});

test('a ROOT unit without subunits shows that it has no org plan', async ({ page }) => {
  // Not the seeded admin: a new policy would change where every later test's sign-in lands.
  const owner = await createConfirmedUser(page, 'plan-owner');
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const answer = await api.succeeding<{ data: { identifier: string } }>('POST', '/tenant', {
    ouid: SYSTEM_UNIT_ID,
    body: {
      name: uniqueName('Plan tenant'),
      description: 'A tenant without units',
      admin: { kind: 'existing', username: owner.username },
    },
  });
  const tenantId = answer.data.identifier;

  await openSignedIn(page, `/${tenantId}/orgplan`);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByText(text.empty, { exact: true })).toBeVisible();
  await expect(page.getByRole('tree', { name: text.treeAriaLabel })).toHaveCount(0);
});

test('the SYSTEM unit has no org plan: no menu entry, and the route shows the no-permission page', async ({
  page,
}) => {
  await page.goto(`/${SYSTEM_UNIT_ID}/orgplan`);
  await signInOnLoginPage(page);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toHaveCount(0);

  // The menu of the same unit still lists the pages it may open, but not the org plan.
  await expect(sideNavigationLink(page, commonStrings.menu.childOrganisations)).toBeVisible();
  await expect(sideNavigationLink(page, commonStrings.menu.organisationPlan)).toHaveCount(0);
  await page.getByRole('button', { name: commonStrings.menu.button, exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.childOrganisations }),
  ).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: commonStrings.menu.organisationPlan }),
  ).toHaveCount(0);
});
