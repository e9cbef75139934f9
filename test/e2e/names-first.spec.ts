/**
 * Issue 37, names first: the org plan's tree labels units by name with the id as secondary text
 * (its JSON keeps ids); a unit's details show the type in words, and the parent and the ouid chain
 * as linked names.
 */
import { expect, test } from '@playwright/test';

import { usernameToPath } from '../../frontend/src/common/username-path';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { usersStrings } from '../../frontend/src/strings/users';
import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { admin } from './console-pages';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const labels = orgunitsStrings.orgHome;
const plan = orgunitsStrings.orgPlan;

test('unit details: type in words, parent and ouid chain as linked names', async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const root = await api.getUnit(ROOT_UNIT_ID);
  const parent = await api.createUnit(uniqueName('Names parent'));
  const child = await api.createUnit(uniqueName('Names child'), {
    id: parent.data.identifier,
    ouidChain: parent.data.ouidChain,
  });
  const parentId = parent.data.identifier;

  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunit/${child.data.identifier}`);
  await expect(page.getByRole('heading', { level: 1, name: child.data.name })).toBeVisible();
  await expect(page.getByText(orgunitsStrings.unitTypes.ORGUNIT, { exact: true })).toBeVisible();
  await expect(page.getByText('ORGUNIT', { exact: true })).toHaveCount(0);

  // The chain: the root and the parent as links, the unit itself as text; no raw chain of ids.
  const chain = page.getByRole('list', { name: labels.ouidChainAriaLabel });
  await expect(chain.getByRole('listitem')).toHaveText([
    root.data.name,
    parent.data.name,
    child.data.name,
  ]);
  await expect(chain.getByRole('link')).toHaveCount(2);
  await expect(page.getByText(child.data.ouidChain, { exact: true })).toHaveCount(0);

  // The parent: its name as a link, its id beside it.
  const details = page.getByRole('main');
  await expect(details.getByRole('link', { name: parent.data.name, exact: true })).toHaveCount(2);
  await expect(page.getByText(parentId, { exact: true })).toBeVisible();
  await chain.getByRole('link', { name: parent.data.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunit/${parentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.data.name })).toBeVisible();
  await chain.getByRole('link', { name: root.data.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunit/${ROOT_UNIT_ID}$`));
  await expect(page.getByText(orgunitsStrings.unitTypes.ROOT, { exact: true })).toBeVisible();
  await expect(page.getByText(labels.noParent, { exact: true })).toBeVisible();
});

test('org plan: nodes lead with the unit name, the id secondary; the JSON keeps ids', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const root = await api.getUnit(ROOT_UNIT_ID);
  const sales = await api.getUnit('ou-sales');

  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgplan`);
  const tree = page.getByRole('tree', { name: plan.treeAriaLabel });
  await expect(tree.getByText(root.data.name, { exact: true })).toBeVisible();
  await expect(tree.getByText(sales.data.name, { exact: true })).toBeVisible();
  await expect(tree.getByText('ou-sales', { exact: true })).toBeVisible();
  // The node's label (what its toggle and screen readers name) is the unit's name.
  await expect(
    tree.getByRole('button', { name: `${plan.expand} ${sales.data.name}`, exact: true }),
  ).toBeVisible();
  // The innermost item holding the id is the unit's own (its children are not loaded).
  const salesNode = tree.getByRole('treeitem').filter({ hasText: 'ou-sales' }).last();
  await expect(salesNode).toContainText(new RegExp(`^\\s*${sales.data.name}\\s*ou-sales`));

  const json = page.getByRole('region', { name: plan.jsonAriaLabel });
  await expect(json).toContainText('"id": "ou-sales"');
  await expect(json).not.toContainText(sales.data.name);
});

test("a user's policy cards are headed by the units' names, the id beside", async ({ page }) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const root = await api.getUnit(ROOT_UNIT_ID);

  await openSignedIn(page, `/${SYSTEM_UNIT_ID}/user/${usernameToPath(admin.username)}`);
  const cards = page.getByRole('list', {
    name: usersStrings.userDetails.policyCards.cardsAriaLabel,
  });
  const rootCard = cards.getByRole('listitem').filter({ hasText: `${ROOT_UNIT_ID}` });
  await expect(rootCard.getByRole('heading', { name: root.data.name, exact: true })).toBeVisible();
  await expect(rootCard.getByText(ROOT_UNIT_ID, { exact: true })).toBeVisible();
});
