/** The outsiders of the matrix, per victim context, and the call each of them makes. */
import { MFA_CLAIM } from '../../../lambdas/domain/mfa';
import type { PlatformFacts } from './platform-process';
import { type ApiAnswer, callApi } from './api';
import { errorBody } from './error-body';
import type { CallerName, MatrixFixture } from './matrix-fixture';
import type { MatrixSample, SampleRequest } from './matrix-samples';
import { expiredToken, forgedClaims, foreignKeyToken, tamperedSignature } from './matrix-tokens';

export const FORBIDDEN_BODY = errorBody("You don't have permission to this action.");
export const UNAUTHORIZED_BODY = errorBody('Unauthorized');

/** Who stands where around a victim unit. */
const CONTEXTS = {
  sales: {
    unit: 'ou-sales',
    sibling: 'ou-engineering',
    unitAdmin: 'salesAdmin',
    member: 'salesMember',
    siblingAdmin: 'engineeringAdmin',
    childAdmin: 'northAdmin',
  },
  root: {
    unit: 'ou-root',
    sibling: 'ou-system',
    unitAdmin: 'rootAdmin',
    member: 'rootMember',
    siblingAdmin: 'systemUnitAdmin',
    childAdmin: 'salesAdmin',
  },
  system: {
    unit: 'ou-system',
    sibling: 'ou-root',
    unitAdmin: 'systemUnitAdmin',
    member: 'systemUnitMember',
    siblingAdmin: 'rootAdmin',
    childAdmin: 'systemChildAdmin',
  },
} as const satisfies Record<
  MatrixSample['context'],
  Record<'unitAdmin' | 'member' | 'siblingAdmin' | 'childAdmin', CallerName> & {
    unit: string;
    sibling: string;
  }
>;

export interface Outsider {
  kind: string;
  /** Absent for the anonymous caller. */
  token?: string;
  /** The x-ouid the outsider sends. */
  actingUnit: string;
  status: 401 | 403;
}

export function actingUnitOf(sample: MatrixSample): string {
  return CONTEXTS[sample.context].unit;
}

export function outsidersOf(sample: MatrixSample, fixture: MatrixFixture): Outsider[] {
  const context = CONTEXTS[sample.context];
  const { tokens } = fixture;
  const rightfulToken = tokens[sample.rightful];
  const outsiders: Outsider[] = [
    { kind: 'no token', actingUnit: context.unit, status: 401 },
    {
      kind: 'tampered signature',
      token: tamperedSignature(rightfulToken),
      actingUnit: context.unit,
      status: 401,
    },
    {
      kind: 'forged claims (member token renamed to the system admin)',
      // The system admin has MFA on: the token claims so too, so only its signature is wrong.
      token: forgedClaims(tokens[context.member], fixture.usernames.systemAdmin, {
        [MFA_CLAIM]: 'true',
      }),
      actingUnit: context.unit,
      status: 401,
    },
    {
      kind: 'expired token',
      token: expiredToken(rightfulToken),
      actingUnit: context.unit,
      status: 401,
    },
    {
      kind: 'token signed by a foreign key',
      token: foreignKeyToken(rightfulToken),
      actingUnit: context.unit,
      status: 401,
    },
    {
      kind: 'admin of a sibling unit claiming the victim unit in x-ouid',
      token: tokens[context.siblingAdmin],
      actingUnit: context.unit,
      status: 403,
    },
    {
      kind: 'admin of a child unit acting on its parent',
      token: tokens[context.childAdmin],
      actingUnit: context.unit,
      status: 403,
    },
    {
      kind: 'admin of the victim unit with an x-ouid outside their policies',
      token: tokens[context.unitAdmin],
      actingUnit: context.sibling,
      status: 403,
    },
  ];
  if (sample.target !== 'actingUnit') {
    outsiders.push({
      kind: 'admin of a sibling unit',
      token: tokens[context.siblingAdmin],
      actingUnit: context.sibling,
      status: 403,
    });
  }
  if (!sample.memberAllowed) {
    outsiders.push({
      kind: 'member attempting an admin operation',
      token: tokens[context.member],
      actingUnit: context.unit,
      status: 403,
    });
  }
  if (sample.unitAdminRefused) {
    outsiders.push({
      kind: 'admin of the victim unit (system admins only)',
      token: tokens[context.unitAdmin],
      actingUnit: context.unit,
      status: 403,
    });
  }
  return outsiders;
}

export function send(
  facts: PlatformFacts,
  method: string,
  request: SampleRequest,
  caller: { token?: string; actingUnit: string },
): Promise<ApiAnswer> {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  return callApi(facts, `${request.path}${query}`, {
    method,
    token: caller.token,
    headers: { 'x-ouid': caller.actingUnit, ...request.headers },
    body: request.body,
  });
}
