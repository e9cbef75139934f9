/**
 * GET /access/explain: why a person may or may not do a named permission (or call a route) on a
 * unit. Every decision is the authorization's own (decideOnRead over what readCallerAndUnits reads
 * for that person), so the explanation cannot disagree with the API's answer.
 */
import type { AccessDecision, AccessReason } from '../domain/access-decision';
import { type CeilingInForce, ceilingRefusal } from '../domain/grant-ceiling';
import { roleClassOn } from '../domain/permissions';
import { isSystemAdmin, type Policy } from '../domain/policies';
import type { OrgunitRecord } from '../domain/records';
import { explainQuerySchema } from '../domain/schemas/access';
import { sameUsername } from '../domain/usernames';
import { decideOnRead } from '../shared/authorize';
import { ForbiddenError } from '../shared/errors';
import { ceilingInForce } from '../shared/grant-ceiling-read';
import { ok, type OperationInput, type RouteOperation } from '../shared/operation';
import { placementOf } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { mayAskAboutOther } from './explain-asker';
import { type ExplainQuestion, questionsOf } from './explain-questions';
import { readPerson, readProfile, type StoredProfile } from './explain-read';
import { type NameOf, resultView } from './explain-view';

/**
 * The grant ceiling weighed after an allowing decision, as the granting operation weighs it; with
 * the ceiling that refused, if one did.
 */
async function withGrant(
  question: ExplainQuestion,
  decision: AccessDecision,
  policies: readonly Policy[],
  unit: OrgunitRecord | undefined,
): Promise<{ decision: AccessDecision; ceiling?: CeilingInForce }> {
  if (!question.grant || !decision.allowed || !unit) return { decision };
  const ceiling = await ceilingInForce(placementOf(unit));
  const refusal = ceilingRefusal(policies, ceiling, question.grant);
  if (!refusal || !ceiling) return { decision };
  const reasons: AccessReason[] = [...decision.reasons, { kind: 'refusal', refusal }];
  return { decision: { allowed: false, status: 403, reasons, refusal }, ceiling };
}

/** Who the question is about, and whether that is the asker. */
function personOf(query: OperationInput['query'], asker: string) {
  const username = parseQuery(query, explainQuerySchema).username ?? asker;
  return { username, self: sameUsername(username, asker) };
}

export const explainOperation: RouteOperation<'GET /access/explain'> = {
  // Someone else's profile (their account's sub) is read alongside the authorization.
  prefetch: async ({ query, username }) => {
    const about = personOf(query, username);
    return about.self ? undefined : readProfile(about.username);
  },
  run: async ({ auth, query, prefetched }) => {
    const asked = parseQuery(query, explainQuerySchema);
    const { username, self } = personOf(query, auth.username);
    const questions = questionsOf(asked, username);
    const targets = questions.flatMap((question) => question.targetUnitId ?? []);
    const named = [asked.unit, ...targets];
    const person = await readPerson(
      self
        ? { self, asker: { username: auth.username, sub: auth.sub }, policies: auth.policies }
        : { self, username, profile: prefetched as StoredProfile },
      named,
    );
    const placed = (id: string) => {
      const record = person.units.get(id);
      return record && placementOf(record);
    };
    const policyUnits = new Map(
      person.policies.flatMap((policy) => {
        const placement = placed(policy.ouid);
        return placement ? [[policy.ouid, placement] as const] : [];
      }),
    );
    if (
      !self &&
      !mayAskAboutOther({
        askerPolicies: auth.policies,
        units: named.map(placed),
        personPolicies: person.policies,
        personPolicyUnits: policyUnits,
      })
    ) {
      throw new ForbiddenError();
    }

    // Names of the units the asker covers (a person covers their own policies' units).
    const askerAdmin = isSystemAdmin(auth.policies);
    const readable = new Map<string, string>();
    for (const [id, record] of person.units) {
      if (askerAdmin || roleClassOn(auth.policies, record) !== undefined) {
        readable.set(id, record.name);
      }
    }
    const results = [];
    for (const question of questions) {
      const decided = decideOnRead(person, {
        permission: question.permission,
        actingUnitId: asked.unit,
        targetUnitId: question.targetUnitId,
      });
      const grantUnit = person.units.get(question.targetUnitId ?? asked.unit);
      const { decision, ceiling } = await withGrant(question, decided, person.policies, grantUnit);
      // The ceiling's unit is named to the person, as the API's refusal names it, and to an asker
      // covering it.
      const setOn = ceiling?.setOn;
      if (setOn && (self || askerAdmin || roleClassOn(auth.policies, setOn) !== undefined)) {
        readable.set(setOn.id, setOn.name);
      }
      const nameOf: NameOf = (id) => readable.get(id);
      results.push(resultView(username, question, decision, nameOf));
    }
    const unit = person.units.get(asked.unit);
    const visible = unit && readable.has(unit.identifier);
    return ok({
      data: {
        username,
        unit: visible ? { id: unit.identifier, name: unit.name, type: unit.type } : null,
        results,
      },
    });
  },
};
