/**
 * The purge of soft-deleted subtrees past RESTORE_DAYS: in AWS the daily scheduled Lambda
 * (purge-handler.ts), locally `npm run purge-deleted` (scripts/purge-deleted.ts), both this code.
 *
 * The due tops are one Query of the `PURGE` GSI2 partition (deletion time before now − 30 days).
 * For each, its descendants are read page by page (GSI2 subtree) and removed with every item that
 * belongs to them: the unit's own partition (unit, name words, configs, documents, teams, requests),
 * the memberships and application memberships there (their users' profile policy copies are
 * rewritten), team memberships of its teams, and the sibling names its children held. Deletes go in
 * BatchWriteItem calls of 25, at most `maxUnits` units per run; the top and its DELETED item go
 * last, so a run cut short leaves the top queued and the next run continues (idempotent). Audit
 * records are kept (the trail outlives the units); the purge of each top is audited and, when the
 * core config in force on the top's parent asks for orgunit `D` events, published.
 */
import { CORE_CONFIG_IDENTIFIER } from '../domain/config-schema';
import { type DeletedUnitRecord, RESTORE_DAYS } from '../domain/deletion-records';
import { chainIds, OUID_CHAIN_SEPARATOR, PLATFORM_UNIT_ID } from '../domain/units';
import { commitChange } from '../shared/change';
import { configInForce } from '../shared/config-in-force';
import type { Logger } from '../shared/logger';
import { deletedTopsBefore } from '../shared/repositories/deletion-items';
import { loadUser, policyStrings, replacePoliciesCopy } from '../shared/repositories/profiles';
import { descendantPages } from '../shared/repositories/subtree-units';
import { deleteItems, readUnitHoldings } from '../shared/repositories/unit-purge';
import { DELETION_MESSAGES } from './deletion-messages';

/** The actor of the purge's audit records. */
export const PURGE_ACTOR = 'system:purge';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tops read per run (one page): a run handles at most that many. */
const DUE_TOPS_READ = 100;
export const DEFAULT_MAX_UNITS = 2000;

export interface PurgeOptions {
  /** The clock: tops deleted more than RESTORE_DAYS before it are purged. */
  now: Date;
  /** Units removed at most in this run; the rest wait for the next one. */
  maxUnits?: number;
  log: Logger;
}

export interface PurgeOutcome {
  /** Tops whose whole subtree is gone. */
  purged: string[];
  units: number;
  /** More is due than this run could remove. */
  pending: boolean;
}

/** A concurrent change of the same profile retries the rewrite, at most this many times. */
const PROFILE_REFRESH_ATTEMPTS = 5;

/**
 * Rewrites the profile's copy of the user's policies after memberships were removed, guarded by
 * the profile's version: the authorization reads that copy, so a membership change that commits
 * meanwhile is read again instead of overwritten with the older list.
 */
async function refreshProfilePolicies(username: string): Promise<void> {
  for (let attempt = 0; attempt < PROFILE_REFRESH_ATTEMPTS; attempt++) {
    const { profile, memberships } = await loadUser(username);
    if (!profile) return;
    if (await replacePoliciesCopy(username, policyStrings(memberships), profile.version)) return;
  }
  throw new Error(`The profile of ${username} kept changing; its policies copy was not rewritten`);
}

/** Every item of one unit, and the users whose memberships there were removed. */
async function purgeUnit(id: string): Promise<void> {
  const holdings = await readUnitHoldings(id);
  await deleteItems(holdings.otherKeys);
  for (const username of holdings.members) await refreshProfilePolicies(username);
  // The unit item (and a DELETED item) last: a cut-off run finds the unit again next time.
  await deleteItems(holdings.unitKeys);
}

/** The entity rules in force where the record goes (the top's parent; the platform's for a tenant). */
async function publishesDeletions(top: {
  identifier: string;
  ouidChain: string;
}): Promise<boolean> {
  const above = chainIds(top.ouidChain).slice(0, -1);
  const parent = above.at(-1);
  const unit = parent
    ? { id: parent, ouidChain: above.join(OUID_CHAIN_SEPARATOR) }
    : { id: PLATFORM_UNIT_ID, ouidChain: PLATFORM_UNIT_ID };
  const { inForce } = await configInForce(unit, CORE_CONFIG_IDENTIFIER);
  const rules = inForce.config as {
    entityRules?: { entity?: string; publishToApiTopic?: { actions?: string[] } }[];
  };
  return (rules.entityRules ?? []).some(
    (rule) => rule.entity === 'orgunit' && (rule.publishToApiTopic?.actions ?? []).includes('D'),
  );
}

/** The tops due for purging, oldest first. */
function dueTops(now: Date): Promise<DeletedUnitRecord[]> {
  const cutoff = new Date(now.getTime() - RESTORE_DAYS * DAY_MS).toISOString();
  return deletedTopsBefore(cutoff, DUE_TOPS_READ);
}

export async function purgeDeleted(options: PurgeOptions): Promise<PurgeOutcome> {
  const maxUnits = options.maxUnits ?? DEFAULT_MAX_UNITS;
  const outcome: PurgeOutcome = { purged: [], units: 0, pending: false };
  for (const top of await dueTops(options.now)) {
    const unit = { identifier: top.identifier, ouidChain: top.ouidChain };
    let subtreeUnits = 0;
    // Descendants first, a page at a time; deleting as we go keeps the next page's start valid.
    for await (const page of descendantPages(unit)) {
      for (const descendant of page) {
        if (outcome.units >= maxUnits) return { ...outcome, pending: true };
        await purgeUnit(descendant.identifier);
        outcome.units += 1;
        subtreeUnits += 1;
      }
    }
    if (outcome.units >= maxUnits) return { ...outcome, pending: true };
    await purgeUnit(top.identifier);
    outcome.units += 1;
    outcome.purged.push(top.identifier);
    await commitChange(
      [],
      {
        entity: 'orgunit',
        action: 'delete',
        event: 'deleted',
        id: top.identifier,
        ouid: top.parentOuId || top.identifier,
        actor: PURGE_ACTOR,
        summary: DELETION_MESSAGES.summaries.purged(top.name, subtreeUnits + 1),
      },
      { publish: await publishesDeletions(top), log: options.log },
    );
    options.log.info('Purged a deleted subtree', { id: top.identifier });
  }
  return outcome;
}
