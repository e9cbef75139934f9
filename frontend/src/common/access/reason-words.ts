/**
 * The explainer's structured reasons as one plain sentence ("Refused: none of Ann's roles covers
 * Sales"), shared by a person's Access tab and the no-permission page's "Why?". The sentence is a
 * list of parts so the screens can link each unit it names.
 */
import { isAdminRole } from '@domain/policies';

import type { AccessReason, AccessResult } from '../../api/access-explain';
import { accessStrings } from '../../strings/access';

const text = accessStrings.reasons;

export interface UnitRef {
  id: string;
  name: string;
}

export type WordPart = { text: string } | { unit: UnitRef };

export interface WordsContext {
  /** Whom the explanation is about; undefined: the signed-in person ("your roles"). */
  personName?: string;
  /** The unit asked about, as the answer names it; null when the asker may not learn of it. */
  unit: UnitRef | null;
}

export interface ResultWords {
  granted: boolean;
  /** The whole sentence: "Refused: none of Ann's roles covers Sales". */
  parts: WordPart[];
  /** The reason alone, for a screen that shows the verdict apart: "none of Ann's roles covers Sales". */
  because: WordPart[];
}

type PolicyReason = Extract<AccessReason, { kind: 'policy' }>;
type RefusalReason = Extract<AccessReason, { kind: 'refusal' }>;
type Value = string | WordPart[];

/** Fills a template's `{name}` parts; text runs next to each other are merged. */
export function fillTemplate(template: string, values: Record<string, Value>): WordPart[] {
  const parts: WordPart[] = [];
  const push = (part: WordPart) => {
    const last = parts[parts.length - 1];
    if ('text' in part && last && 'text' in last) last.text += part.text;
    else parts.push('text' in part ? { text: part.text } : part);
  };
  template.split(/(\{\w+\})/).forEach((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const value = name === undefined ? piece : values[name];
    if (value === undefined) push({ text: piece });
    else if (typeof value === 'string') push({ text: value });
    else value.forEach(push);
  });
  return parts.filter((part) => !('text' in part) || part.text !== '');
}

/** The sentence as plain text (a link's unit by its name). */
export function partsText(parts: readonly WordPart[]): string {
  return parts.map((part) => ('text' in part ? part.text : part.unit.name)).join('');
}

/** What the sentence calls a unit: from the answer's names, else its id. */
function unitNames(result: AccessResult, context: WordsContext): (id: string) => UnitRef {
  const names = new Map<string, string>();
  if (context.unit) names.set(context.unit.id, context.unit.name);
  for (const reason of result.reasons) {
    if ((reason.kind === 'policy' || reason.kind === 'refusal') && reason.unitId && reason.unitName)
      names.set(reason.unitId, reason.unitName);
  }
  return (id) => ({ id, name: names.get(id) ?? id });
}

function whose(context: WordsContext): string {
  return context.personName === undefined ? text.yourWhose : text.whose(context.personName);
}

function policyParts(
  policy: PolicyReason,
  roles: readonly string[],
  unitOf: (id: string) => UnitRef,
): WordPart[] {
  const values = {
    roles: roles.join(', '),
    policyUnit: [{ unit: unitOf(policy.unitId) }],
    unit: [{ unit: unitOf(policy.coversUnitId) }],
  };
  return fillTemplate(
    policy.unitId === policy.coversUnitId ? text.policyOn : text.policyCovers,
    values,
  );
}

/** The policies that cover the unit asked about (a route's target adds policies of its own). */
function coveringPolicies(result: AccessResult, context: WordsContext): PolicyReason[] {
  const policies = result.reasons.filter((reason) => reason.kind === 'policy');
  const onUnit = policies.filter((policy) => policy.coversUnitId === context.unit?.id);
  return onUnit.length > 0 ? onUnit : policies;
}

function requirementOf(result: AccessResult) {
  return result.reasons.find((reason) => reason.kind === 'requirement')?.requirement;
}

function grantedBecause(
  result: AccessResult,
  context: WordsContext,
  unitOf: (id: string) => UnitRef,
): WordPart[] {
  if (result.reasons.some((reason) => reason.kind === 'systemAdmin'))
    return [{ text: text.systemAdmin }];
  const requirement = requirementOf(result);
  if (requirement === 'signedIn') return [{ text: text.signedIn }];
  const policies = coveringPolicies(result, context);
  const needsAdmin = requirement === 'admin' || requirement === 'rootAdmin';
  for (const policy of policies) {
    const roles = needsAdmin ? policy.roles.filter(isAdminRole) : policy.roles;
    if (roles.length > 0) return policyParts(policy, roles, unitOf);
  }
  return [{ text: result.summary }];
}

function unitOrThis(unit: UnitRef | null | undefined): WordPart[] {
  return unit ? [{ unit }] : [{ text: text.thisUnit }];
}

function refusedBecause(
  result: AccessResult,
  context: WordsContext,
  unitOf: (id: string) => UnitRef,
): WordPart[] {
  const refusal = result.reasons.find(
    (reason): reason is RefusalReason => reason.kind === 'refusal',
  );
  if (!refusal) return [{ text: result.summary }];
  // The unit the rule names; the unit asked about when it names none the asker may learn of.
  const unit = unitOrThis(refusal.unitId ? unitOf(refusal.unitId) : context.unit);
  switch (refusal.rule) {
    case 'noPolicyCoversUnit':
      return fillTemplate(text.noPolicyCoversUnit, { whose: whose(context), unit });
    case 'roleLacksPermission': {
      const needs = requirementOf(result) === 'rootAdmin' ? text.needsRootAdmin : text.needsAdmin;
      const policies = coveringPolicies(result, context);
      const [only] = policies;
      if (only && policies.length === 1 && only.roles.length === 1) {
        return fillTemplate(text.roleLacksPermissionOne, {
          roles: only.roles.join(', '),
          policyUnit: [{ unit: unitOf(only.unitId) }],
          needs,
        });
      }
      if (policies.length === 0) return [{ text: needs }];
      const list = policies.flatMap((policy, index) => [
        ...(index > 0 ? [{ text: text.andSeparator }] : []),
        ...fillTemplate(text.policyOn, {
          roles: policy.roles.join(', '),
          policyUnit: [{ unit: unitOf(policy.unitId) }],
        }),
      ]);
      return fillTemplate(text.roleLacksPermissionMany, { policies: list, needs });
    }
    case 'rootOnly':
      return [{ text: text.rootOnly }];
    case 'systemOnly':
      return [{ text: text.systemOnly }];
    case 'systemAdminsOnly':
      return [{ text: text.systemAdminsOnly }];
    case 'unitDeleted':
      return fillTemplate(text.unitDeleted, { unit });
    case 'targetOutsideActingUnit':
      return fillTemplate(text.targetOutsideActingUnit, { unit });
    case 'grantCeiling':
      return refusal.detail
        ? fillTemplate(text.grantCeilingDetail, { unit, detail: refusal.detail })
        : fillTemplate(text.grantCeiling, { unit });
  }
}

/** The further checks the operation makes, as a tail of the sentence. */
function checkParts(result: AccessResult): WordPart[] {
  return result.reasons.flatMap((reason) =>
    reason.kind === 'operationCheck'
      ? fillTemplate(text.alsoChecks, { check: text.checks[reason.check] })
      : [],
  );
}

/** One decision in words: "Granted: admin on Europe covers Sales", "Refused: system admins only". */
export function resultWords(result: AccessResult, context: WordsContext): ResultWords {
  const granted = result.decision === 'allowed';
  const unitOf = unitNames(result, context);
  const because = fillTemplate('{reason}{checks}', {
    reason: granted
      ? grantedBecause(result, context, unitOf)
      : refusedBecause(result, context, unitOf),
    checks: checkParts(result),
  });
  const parts = fillTemplate(text.verdict, {
    verdict: granted ? text.granted : text.refused,
    because,
  });
  return { granted, parts, because };
}
