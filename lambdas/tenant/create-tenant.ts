/**
 * POST /tenant: onboards a tenant. A system admin acting on a SYSTEM unit names the new ROOT unit
 * and its first admin (an existing account, or a new one invited by e-mail). In one transaction:
 * the ROOT unit (its chain is its own id), the claim of its name among all tenants (case-
 * insensitive), the admin's membership `{rootId}=admin`, the admin's profile and the audit record;
 * then, when asked, the API event. An invitation is sent after every check and before the
 * transaction: if the transaction then fails, the answer says that the account stays; a retry of
 * the same onboarding takes that unused invitation over (first-admin.ts), and a retry with it as
 * an existing account completes the onboarding too.
 */
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange } from '../shared/change';
import { ConflictError, HttpError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import type { Logger } from '../shared/logger';
import { created, type RouteOperation } from '../shared/operation';
import { claimTenantName, newUnitRecord, putNewUnit } from '../shared/repositories/orgunit-writes';
import { tenantNameTaken } from '../shared/repositories/tenants';
import { parseQuery } from '../shared/request-query';
import { newUnitId } from '../shared/unit-id';
import {
  checkFirstAdmin,
  confirmFirstAdmin,
  FIRST_ADMIN_ROLE,
  type FirstAdmin,
  firstAdminWrites,
} from './first-admin';
import { TENANT_MESSAGES } from './messages';
import { requireSystemUnit } from './system-unit';
import { tenantView } from './views';

/** A failure after the invitation: the account stays, and the caller must learn so. */
function afterInvitation(error: unknown, admin: FirstAdmin, log: Logger): unknown {
  if (!admin.invited) return error;
  const username = admin.account.username;
  log.error('Tenant not created after its admin was invited', { username, error: String(error) });
  if (error instanceof HttpError && error.statusCode === 409) {
    return new ConflictError(`${error.message}. ${TENANT_MESSAGES.invitedAnyway(username)}`);
  }
  return error;
}

export const createTenantOperation: RouteOperation<'POST /tenant'> = {
  run: async ({ auth, body, query, username, log }) => {
    requireSystemUnit(auth);
    parseQuery(query, publishQuerySchema);
    if (await tenantNameTaken(body.name)) {
      throw new ConflictError(TENANT_MESSAGES.duplicateName);
    }
    const identifier = newUnitId();
    const candidate = await checkFirstAdmin(body.admin, {
      ouid: identifier,
      roles: [FIRST_ADMIN_ROLE],
    });

    const now = new Date().toISOString();
    const record = newUnitRecord(
      { identifier, ouidChain: identifier, type: 'ROOT' },
      body,
      username,
      now,
    );
    const admin = await confirmFirstAdmin(candidate);
    const adminName = admin.account.username;
    const answer = created({
      data: {
        ...tenantView(record, 1, 1),
        admin: { username: adminName, invited: admin.invited },
      },
    });
    try {
      await commitChange(
        [
          putNewUnit(record),
          claimTenantName(identifier, record.name, TENANT_MESSAGES.duplicateName),
          ...firstAdminWrites(admin, { id: identifier, ouidChain: record.ouidChain }, now),
        ],
        {
          entity: 'tenant',
          action: 'create',
          id: identifier,
          ouid: identifier,
          actor: username,
          summary: TENANT_MESSAGES.summaries.created(record.name, identifier, adminName),
        },
        { publish: publishRequested(query), log, answer },
      );
    } catch (error) {
      throw afterInvitation(error, admin, log);
    }
    return answer;
  },
};
