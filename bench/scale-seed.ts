/**
 * The data of the scale part, written straight into the platform's DynamoDB Local with the
 * domain's record builders (as the API would store it): under the seeded ROOT unit, "Scale Small"
 * with 10 children and 10 members, "Scale Flat" with 10,000 children and 10,000 members, and
 * "Scale Deep", a tree of 10,000 units (9 children, then 10 per unit for three more levels).
 * Child units get their sibling-name and name-word items, so the name search finds them.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { nameOrderKey, nameWords, wordsMatch } from '../lambdas/domain/name-words';
import { formatPolicy } from '../lambdas/domain/policies';
import {
  membershipRecord,
  nameWordRecords,
  orgunitRecord,
  profileRecord,
  siblingNameRecord,
} from '../lambdas/domain/record-builders';
import { childChain } from '../lambdas/domain/units';
import { usernameKey } from '../lambdas/domain/usernames';
import { dynamoDbClient } from '../local/dynamodb';
import { ROOT_UNIT_ID } from '../local/seed-data';
import { LOCAL_RESOURCES, type LocalSettings } from '../local/settings';
import { writeItems } from './org-tree';

const CREATED = '2026-11-24T00:00:00.000Z';
const CREATED_BY = 'bench-scale';
const MEMBER_ROLE = 'user';

/** Three word lists; no word begins another, so a unit's full name finds that unit only. */
// prettier-ignore
const ADJECTIVES = [
  'Amber', 'Bright', 'Coastal', 'Dusky', 'Eastern', 'Frosty', 'Golden', 'Hidden', 'Iron',
  'Jade', 'Kind', 'Lunar', 'Misty', 'Noble', 'Olive', 'Proud', 'Quiet', 'Rapid', 'Silver',
  'Tidal', 'Upper', 'Vivid', 'Western', 'Young', 'Zesty',
] as const;
// prettier-ignore
const NOUNS = [
  'Anchor', 'Beacon', 'Canyon', 'Delta', 'Ember', 'Falcon', 'Glacier', 'Harbour', 'Island',
  'Juniper', 'Kestrel', 'Lantern', 'Meadow', 'Nectar', 'Orchard', 'Prairie', 'Quarry', 'Ridge',
  'Summit', 'Thicket', 'Umber', 'Valley', 'Willow', 'Yarrow', 'Zephyr',
] as const;
// prettier-ignore
const TEAMS = [
  'Accounts', 'Billing', 'Compliance', 'Design', 'Engineering', 'Facilities', 'Growth', 'Hiring',
  'Insights', 'Legal', 'Marketing', 'Operations', 'Procurement', 'Research', 'Support', 'Training',
] as const;
// prettier-ignore
const FIRST_NAMES = [
  'Asha', 'Bruno', 'Chen', 'Dara', 'Elif', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kavya',
  'Luca', 'Mei', 'Nadia', 'Omar', 'Priya', 'Rosa', 'Sven', 'Tariq', 'Uma',
] as const;
// prettier-ignore
const LAST_NAMES = [
  'Alvarez', 'Brooks', 'Chowdhury', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Haddad', 'Ito',
  'Jensen', 'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Silva',
  'Tanaka', 'Weber',
] as const;

export const MANY = 10_000;
export const FEW = 10;
const DEEP_TOP_CHILDREN = 9;
const DEEP_BRANCHING = 10;
const DEEP_LEVELS = 4;

export interface ScaleUnit {
  id: string;
  name: string;
  ouidChain: string;
}

/** A parent made for the bench, with what its screens show first and what a search finds. */
export interface ScaleParent extends ScaleUnit {
  /** The child that comes first in name order: the first card of Child Organisations. */
  firstChildName: string;
  /** The member that comes first in username order: on the first page of Org Users. */
  firstUsername: string;
  /** A search of one child's full name, and that child's name (the only match). */
  search: { query: string; match: string };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

function scaleUnit(id: string, name: string): ScaleUnit {
  return { id, name, ouidChain: childChain(ROOT_UNIT_ID, id) };
}

export const SCALE_SMALL = scaleUnit('ou-scale-small', 'Scale Small');
export const SCALE_FLAT = scaleUnit('ou-scale-flat', 'Scale Flat');
export const SCALE_DEEP = scaleUnit('ou-scale-deep', 'Scale Deep');

/** The i-th of 10,000 distinct three-word names (25 × 25 × 16). */
function childName(index: number): string {
  const adjective = pick(ADJECTIVES, index);
  const noun = pick(NOUNS, Math.floor(index / ADJECTIVES.length));
  const team = pick(TEAMS, Math.floor(index / (ADJECTIVES.length * NOUNS.length)));
  return `${adjective} ${noun} ${team}`;
}

function unitItems(unit: ScaleUnit, parentId: string): object[] {
  const record = orgunitRecord({
    identifier: unit.id,
    ouidChain: unit.ouidChain,
    type: 'ORGUNIT',
    name: unit.name,
    description: `Scale bench unit ${unit.name}`,
    emailId: `${unit.id}@example.com`,
    mobile: '+919000000000',
    markedForDeletion: false,
    createdBy: CREATED_BY,
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 1,
  });
  const key = { identifier: unit.id, parentOuId: parentId, name: unit.name };
  return [record, siblingNameRecord(key), ...nameWordRecords(key)];
}

function memberItems(parent: ScaleUnit, username: string, index: number): object[] {
  const display = {
    name: `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length))}`,
    email: `${username}@example.com`,
    phone_number: `+9198${pad(index, 8)}`,
  };
  const roles = [MEMBER_ROLE];
  return [
    profileRecord(
      { username, sub: `bench-sub-${username}`, ...display },
      [formatPolicy({ ouid: parent.id, roles })],
      CREATED,
    ),
    membershipRecord({
      username,
      ouid: parent.id,
      ouidChain: parent.ouidChain,
      roles,
      createdDate: CREATED,
      ...display,
    }),
  ];
}

/** The parent, its `count` children with varied names and `count` members. */
function flatParent(
  parent: ScaleUnit,
  count: number,
  prefix: string,
): { items: object[]; parent: ScaleParent } {
  const width = String(count - 1).length;
  const children = Array.from({ length: count }, (_, index) => {
    const id = `${parent.id}-${pad(index, width)}`;
    return { id, name: childName(index), ouidChain: childChain(parent.ouidChain, id) };
  });
  const usernames = Array.from({ length: count }, (_, index) => `${prefix}${pad(index, width)}`);
  const items = [
    ...unitItems(parent, ROOT_UNIT_ID),
    ...children.flatMap((child) => unitItems(child, parent.id)),
    ...usernames.flatMap((username, index) => memberItems(parent, username, index)),
  ];

  const byName = [...children].sort((a, b) =>
    nameOrderKey(a.name, a.id) < nameOrderKey(b.name, b.id) ? -1 : 1,
  );
  // A child from the middle of the list, whose name words are each shared by many siblings.
  const match = (children[Math.floor((count * 2) / 3)] ?? children[0])?.name ?? '';
  const matching = children.filter((child) => wordsMatch(nameWords(child.name), nameWords(match)));
  if (matching.length !== 1) throw new Error(`"${match}" matches ${matching.length} units`);
  const firstUsername = [...usernames].sort((a, b) => (usernameKey(a) < usernameKey(b) ? -1 : 1));
  return {
    items,
    parent: {
      ...parent,
      firstChildName: byName[0]?.name ?? '',
      firstUsername: firstUsername[0] ?? '',
      search: { query: match, match },
    },
  };
}

/** Scale Deep's tree below it: 9 + 90 + 900 + 9,000 units, named by their place in it. */
function deepTreeItems(): { items: object[]; units: number } {
  const items = unitItems(SCALE_DEEP, ROOT_UNIT_ID);
  let units = 1;
  let level = [{ unit: SCALE_DEEP, path: '' }];
  for (let depth = 1; depth <= DEEP_LEVELS; depth += 1) {
    const children = depth === 1 ? DEEP_TOP_CHILDREN : DEEP_BRANCHING;
    level = level.flatMap(({ unit, path }) =>
      Array.from({ length: children }, (_, index) => {
        const childPath = `${path}${index}`;
        const id = `${SCALE_DEEP.id}-${childPath}`;
        const child = { id, name: `Deep ${childPath}`, ouidChain: childChain(unit.ouidChain, id) };
        items.push(...unitItems(child, unit.id));
        return { unit: child, path: childPath };
      }),
    );
    units += level.length;
  }
  return { items, units };
}

export interface SeedResult {
  items: number;
  seconds: number;
}

/** Writes in this many lanes of writeItems' 4 writers: on tmpfs, 12 writers beat 4 by about 30 %. */
const LANES = 3;

async function write(settings: LocalSettings, items: readonly object[]): Promise<SeedResult> {
  const started = performance.now();
  const client = DynamoDBDocumentClient.from(dynamoDbClient(settings));
  const lane = Math.ceil(items.length / LANES);
  try {
    await Promise.all(
      Array.from({ length: LANES }, (_, index) =>
        writeItems(
          client,
          LOCAL_RESOURCES.tableName,
          items.slice(index * lane, (index + 1) * lane),
        ),
      ),
    );
  } finally {
    client.destroy();
  }
  return { items: items.length, seconds: (performance.now() - started) / 1000 };
}

/** Scale Small's items: the unit, 10 children, 10 members. */
export function smallItems(): { items: object[]; small: ScaleParent } {
  const { items, parent } = flatParent(SCALE_SMALL, FEW, 'scale-small-');
  return { items, small: parent };
}

/** Scale Flat's (10,000 children, 10,000 members) and Scale Deep's (10,000 units) items. */
export function bulkItems(): { items: object[]; flat: ScaleParent; deepUnits: number } {
  const flat = flatParent(SCALE_FLAT, MANY, 'scale-flat-');
  const deep = deepTreeItems();
  return { items: [...flat.items, ...deep.items], flat: flat.parent, deepUnits: deep.units };
}

/** Writes Scale Small (so about 10 more profiles before the bulk). */
export async function seedSmall(
  settings: LocalSettings,
): Promise<SeedResult & { small: ScaleParent }> {
  const { items, small } = smallItems();
  return { ...(await write(settings, items)), small };
}

/** Writes Scale Flat and Scale Deep. */
export async function seedBulk(
  settings: LocalSettings,
): Promise<SeedResult & { flat: ScaleParent; deepUnits: number }> {
  const { items, ...rest } = bulkItems();
  return { ...(await write(settings, items)), ...rest };
}
