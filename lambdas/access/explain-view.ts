/**
 * The explainer's answer for one question: the decision's reasons as people read them (unit names
 * only where the asker may read them), the operation's own checks, and a plain-English summary.
 */
import type { AccessDecision, AccessReason } from '../domain/access-decision';
import { PERMISSIONS } from '../domain/permissions';
import type { ExplainReason, ExplainResult } from '../domain/schemas/access';
import type { ExplainQuestion } from './explain-questions';
import { ACCESS_MESSAGES, type SummaryFacts } from './messages';

/** A unit's name when the asker may read it, else undefined. */
export type NameOf = (unitId: string) => string | undefined;

function named(unitId: string, nameOf: NameOf) {
  const unitName = nameOf(unitId);
  return unitName === undefined ? { unitId } : { unitId, unitName };
}

function reasonView(reason: AccessReason, nameOf: NameOf): ExplainReason {
  switch (reason.kind) {
    case 'policy':
      return {
        kind: 'policy',
        ...named(reason.unitId, nameOf),
        roles: reason.roles,
        coversUnitId: reason.coversUnitId,
      };
    case 'refusal': {
      const { rule, unitId, detail } = reason.refusal;
      return {
        kind: 'refusal',
        rule,
        ...(unitId === undefined ? {} : named(unitId, nameOf)),
        ...(detail === undefined ? {} : { detail }),
      };
    }
    default:
      return reason;
  }
}

/** The operation's own checks that still matter: a team role matters to members only. */
function checksOf(question: ExplainQuestion, decision: AccessDecision) {
  if (!decision.allowed) return [];
  const strong = decision.reasons.some(
    (reason) =>
      reason.kind === 'systemAdmin' ||
      (reason.kind === 'roleClass' && reason.roleClass === 'admin'),
  );
  return question.checks.filter((check) => check !== 'teamRole' || !strong);
}

function summaryOf(
  who: string,
  question: ExplainQuestion,
  decision: AccessDecision,
  nameOf: NameOf,
): string {
  const policy = decision.reasons.find((reason) => reason.kind === 'policy');
  const roleClass = decision.reasons.find((reason) => reason.kind === 'roleClass');
  const refusedOn = decision.refusal?.unitId;
  const facts: SummaryFacts = {
    who,
    permission: question.permission,
    requirement: PERMISSIONS[question.permission],
    ...(policy ? { grantingUnit: nameOf(policy.unitId) ?? policy.unitId } : {}),
    ...(roleClass ? { roleClass: roleClass.roleClass } : {}),
    ...(refusedOn === undefined ? {} : { refusedOn: nameOf(refusedOn) ?? refusedOn }),
    ...(decision.refusal?.detail === undefined ? {} : { detail: decision.refusal.detail }),
  };
  if (decision.refusal) return ACCESS_MESSAGES.summaries.refused(decision.refusal.rule, facts);
  return decision.reasons.some((reason) => reason.kind === 'systemAdmin')
    ? ACCESS_MESSAGES.summaries.allowedAsSystemAdmin(facts)
    : ACCESS_MESSAGES.summaries.allowed(facts);
}

export function resultView(
  who: string,
  question: ExplainQuestion,
  decision: AccessDecision,
  nameOf: NameOf,
): ExplainResult {
  const checks = checksOf(question, decision);
  const summary = checks.reduce(
    (text, check) => ACCESS_MESSAGES.summaries.withCheck(text, check),
    summaryOf(who, question, decision, nameOf),
  );
  return {
    permission: question.permission,
    ...(question.route ? { route: question.route } : {}),
    decision: decision.allowed ? 'allowed' : 'refused',
    status: decision.status,
    reasons: [
      ...decision.reasons.map((reason) => reasonView(reason, nameOf)),
      ...checks.map((check) => ({ kind: 'operationCheck' as const, check })),
    ],
    summary,
  };
}
