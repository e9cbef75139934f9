/**
 * Commits an activation (activation-writes.ts) with its audit record, and answers the unit's new
 * own active config. Activate, roll back and return-to-inherited all end here.
 */
import type { AuditAction, AuditEvent } from '../domain/records';
import { commitChange } from '../shared/change';
import { publishRequested } from '../shared/events';
import { ok, type AuthorizedInput, type OperationResult } from '../shared/operation';
import { type Activation, activationWrites, activeConfigAnswer } from './activation-writes';

export interface ActivationAudit {
  action: AuditAction;
  event: AuditEvent;
  /** The summary, given the number of the new version. */
  summary: (version: number) => string;
}

export async function commitActivation(
  input: Pick<AuthorizedInput, 'query' | 'log'>,
  activation: Activation,
  audit: ActivationAudit,
): Promise<OperationResult> {
  const { writes, record } = activationWrites(activation);
  const answer = ok({ data: activeConfigAnswer(record) });
  await commitChange(
    writes,
    {
      entity: 'config',
      action: audit.action,
      event: audit.event,
      id: activation.identifier,
      ouid: activation.ouid,
      actor: activation.actor,
      summary: audit.summary(record.version),
    },
    { publish: publishRequested(input.query), log: input.log, answer },
  );
  return answer;
}
