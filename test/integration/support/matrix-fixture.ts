/**
 * The people and targets of the cross-tenant matrix, on the seeded tree
 * (ou-root → ou-sales → ou-sales-north; ou-root → ou-engineering; ou-system), plus a unit below
 * ou-system (the seed has none): callers with one policy each, victim users in ou-sales, victim
 * units under ou-sales and a deployed config artifact of ou-sales. Every name carries a run
 * prefix, so runs never collide.
 */
import { randomUUID } from 'node:crypto';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import { configArtifactKey } from '../../../lambdas/domain/config-schema';
import { documentRecord } from '../../../lambdas/domain/document-record';
import {
  appMembershipRecord,
  membershipRecord,
  orgunitRecord,
  profileRecord,
  siblingNameRecord,
} from '../../../lambdas/domain/record-builders';
import { policyStrings } from '../../../lambdas/shared/repositories/profiles';
import type { MembershipRecord, UserDisplayFields } from '../../../lambdas/domain/records';
import { SEED_UNITS } from '../../../local/seed-data';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { createUser, signIn, writeTableItems } from './accounts';
import { type MatrixConfigs, matrixConfigItems } from './matrix-config';
import { PIXEL_PNG } from './documents-api';
import type { PlatformFacts } from './platform-process';
import { type VictimTeam, victimTeams } from './matrix-teams';
import { s3Client } from './snapshot-state';
import { workqueueMatrixItems } from './workqueue-fixture';

const PASSWORD = 'Matrix#Pass1';
const CREATED = '2026-02-01T00:00:00.000Z';

/** Callers, by the one policy each holds. */
export const CALLER_POLICIES = {
  salesAdmin: ['ou-sales', 'admin'],
  salesMember: ['ou-sales', 'user'],
  northAdmin: ['ou-sales-north', 'admin'],
  engineeringAdmin: ['ou-engineering', 'admin'],
  rootAdmin: ['ou-root', 'admin'],
  rootMember: ['ou-root', 'user'],
  systemUnitAdmin: ['ou-system', 'admin'],
  systemUnitMember: ['ou-system', 'user'],
  systemChildAdmin: ['ou-matrix-system-child', 'admin'],
} as const;

/** A unit below the SYSTEM unit, so the tenant routes (acting on ou-system) have a child admin. */
export const SYSTEM_CHILD_UNIT = {
  id: 'ou-matrix-system-child',
  ouidChain: 'ou-system/ou-matrix-system-child',
  name: 'Matrix system child',
} as const;
export type CallerName = keyof typeof CALLER_POLICIES | 'systemAdmin';

/** Users the calls are about, each a member of ou-sales (one per mutating route). */
export const VICTIM_USERS = [
  'viewed',
  'edited',
  'detailsEdited',
  'deleted',
  'orgEdited',
  'appRemoved',
  'appJoining',
  'teamJoining',
] as const;
export type VictimUser = (typeof VICTIM_USERS)[number];

/** Units under ou-sales the calls are about. */
export const VICTIM_UNITS = ['read', 'edited', 'deleted'] as const;
export type VictimUnit = (typeof VICTIM_UNITS)[number];

/**
 * Accounts without a profile, which the create samples make profiles or org users of, or the
 * first admin of a new tenant.
 */
export const NEWCOMERS = ['newprofile', 'neworguser', 'tenantadmin'] as const;

export interface MatrixFixture {
  prefix: string;
  tokens: Record<CallerName, string>;
  usernames: Record<CallerName | VictimUser, string>;
  units: Record<VictimUnit, string>;
  /** A deployed (not yet active) application config of ou-sales. */
  artifact: { identifier: string; key: string; eTag: string };
  /** Config identifiers with versions and locks for the config write samples (matrix-config.ts). */
  configs: MatrixConfigs;
  /** An application whose roles the appRemoved user holds in ou-sales. */
  appId: string;
  /** Documents of ou-sales: one read, one deleted, and an uploaded image not yet registered. */
  documents: { read: string; deleted: string; uploadedKey: string };
  /** Teams of ou-sales (matrix-teams.ts). */
  teams: Record<VictimTeam, string>;
}

function displayOf(username: string): UserDisplayFields {
  return { name: `Matrix ${username}`, email: `${username}@example.com`, phone_number: '' };
}

function seededChain(ouid: string): string {
  if (ouid === SYSTEM_CHILD_UNIT.id) return SYSTEM_CHILD_UNIT.ouidChain;
  const unit = SEED_UNITS.find((candidate) => candidate.id === ouid);
  if (!unit) throw new Error(`Not a seeded unit: ${ouid}`);
  return unit.ouidChain;
}

/**
 * As the API stores it: bound to its account's sub, with the copy of the user's memberships as
 * policy strings, which the authorization reads, and the status of its account (made confirmed).
 */
function profileItem(username: string, sub: string, memberships: readonly MembershipRecord[]) {
  const policies = policyStrings(memberships.filter((held) => held.username === username));
  return {
    ...profileRecord({ username, sub, ...displayOf(username) }, policies, CREATED),
    cognitoStatus: 'CONFIRMED',
  };
}

function unitItems(id: string, parent = { id: 'ou-sales', ouidChain: 'ou-root/ou-sales' }) {
  const name = id === SYSTEM_CHILD_UNIT.id ? SYSTEM_CHILD_UNIT.name : `Matrix ${id}`;
  return [
    orgunitRecord({
      identifier: id,
      ouidChain: `${parent.ouidChain}/${id}`,
      type: 'ORGUNIT',
      name,
      description: 'A unit the matrix targets',
      emailId: '',
      mobile: '',
      markedForDeletion: false,
      createdBy: 'matrix',
      createdDate: CREATED,
      lastModifiedDate: CREATED,
      version: 1,
    }),
    siblingNameRecord({ parentOuId: parent.id, identifier: id, name }),
  ];
}

async function deployArtifact(facts: PlatformFacts, identifier: string) {
  const key = configArtifactKey('ou-sales', identifier);
  const s3 = s3Client(facts);
  try {
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.configBucket,
        Key: key,
        Body: `${JSON.stringify({ roles: [{ value: 'viewer', name: 'Viewer' }] })}\n`,
        ContentType: 'application/json',
      }),
    );
    return { identifier, key, eTag: put.ETag ?? '' };
  } finally {
    s3.destroy();
  }
}

/** Images of ou-sales in the documents bucket, and the documents registered for some of them. */
async function uploadDocuments(facts: PlatformFacts, prefix: string) {
  const [read, deleted, uploaded] = [randomUUID(), randomUUID(), randomUUID()];
  const keyOf = (id: string) => `ou-sales/${id}-${prefix}.png`;
  const s3 = s3Client(facts);
  try {
    await Promise.all(
      [read, deleted, uploaded].map((id) =>
        s3.send(
          new PutObjectCommand({
            Bucket: LOCAL_RESOURCES.documentsBucket,
            Key: keyOf(id),
            Body: PIXEL_PNG,
            ContentType: 'image/png',
          }),
        ),
      ),
    );
  } finally {
    s3.destroy();
  }
  const records = [read, deleted].map((id) =>
    documentRecord({
      id,
      ouid: 'ou-sales',
      key: keyOf(id),
      name: `${prefix} ${id === read ? 'read' : 'deleted'}.png`,
      contentType: 'image/png',
      size: PIXEL_PNG.length,
      uploadedBy: 'matrix',
      uploadedAt: CREATED,
    }),
  );
  return { documents: { read, deleted, uploadedKey: keyOf(uploaded) }, records };
}

export async function createMatrixFixture(facts: PlatformFacts): Promise<MatrixFixture> {
  const prefix = `mx${randomUUID().slice(0, 8)}`;
  const callerNames = Object.keys(CALLER_POLICIES) as (keyof typeof CALLER_POLICIES)[];
  const usernames = {
    systemAdmin: facts.adminUsername,
    ...Object.fromEntries(callerNames.map((name) => [name, `${prefix}-${name.toLowerCase()}`])),
    ...Object.fromEntries(VICTIM_USERS.map((name) => [name, `${prefix}-${name.toLowerCase()}`])),
  } as Record<CallerName | VictimUser, string>;
  const units = Object.fromEntries(
    VICTIM_UNITS.map((name) => [name, `ou-${prefix}-${name}`]),
  ) as Record<VictimUnit, string>;
  const appId = 'ticketapp';
  const { documents, records: documentItems } = await uploadDocuments(facts, prefix);
  const { teams, items: teamItems } = victimTeams(prefix, usernames.viewed);
  const { configs, items: configItems } = matrixConfigItems(prefix);
  const people = [...callerNames, ...VICTIM_USERS].map((name) => usernames[name]);
  // The sample creates (POST /userprofile, POST /orguser) name accounts without a profile yet.
  const newcomers = NEWCOMERS.map((name) => `${prefix}-${name}`);
  const subs = await Promise.all(
    [...people, ...newcomers].map((username) => createUser(facts, username, PASSWORD)),
  );

  const memberships: MembershipRecord[] = [
    ...callerNames.map((name) => {
      const [ouid, role] = CALLER_POLICIES[name];
      return membershipRecord({
        username: usernames[name],
        ouid,
        ouidChain: seededChain(ouid),
        roles: [role],
        ...displayOf(usernames[name]),
        createdDate: CREATED,
      });
    }),
    ...VICTIM_USERS.map((name) =>
      membershipRecord({
        username: usernames[name],
        ouid: 'ou-sales',
        ouidChain: seededChain('ou-sales'),
        roles: ['user'],
        ...displayOf(usernames[name]),
        createdDate: CREATED,
      }),
    ),
  ];
  const items: object[] = [
    // Deletion requests and a soft-deleted unit under ou-sales (workqueue-fixture.ts).
    ...workqueueMatrixItems(prefix),
    ...documentItems,
    ...teamItems,
    ...configItems,
    // The same item in every fixture of a run: written again, it stays as it was.
    ...unitItems(SYSTEM_CHILD_UNIT.id, { id: 'ou-system', ouidChain: 'ou-system' }),
    ...VICTIM_UNITS.flatMap((name) => unitItems(units[name])),
    ...people.map((username, index) => profileItem(username, subs[index] ?? '', memberships)),
    ...memberships,
    appMembershipRecord({
      username: usernames.appRemoved,
      ouid: 'ou-sales',
      ouidChain: seededChain('ou-sales'),
      appId,
      roles: ['agent'],
      createdDate: CREATED,
    }),
  ];
  await writeTableItems(facts, items);
  const signedIn = await Promise.all(
    callerNames.map(async (name) => [
      name,
      (await signIn(facts, usernames[name], PASSWORD)).idToken,
    ]),
  );
  const admin = await signIn(facts, facts.adminUsername, facts.adminPassword);
  const tokens = { ...Object.fromEntries(signedIn), systemAdmin: admin.idToken } as Record<
    CallerName,
    string
  >;
  const artifact = await deployArtifact(facts, `${prefix}app`);
  return { prefix, tokens, usernames, units, artifact, configs, appId, documents, teams };
}
