/**
 * E-mail addresses are checked as the user pool and SES check them (lambdas/domain/schemas/email.ts),
 * by the console's forms and by every API schema that accepts one.
 */
import * as z from 'zod/mini';

import { EMAIL_LIMIT, emailSchema, isEmailAddress } from '../../../lambdas/domain/schemas/email';
import { tenantRouteSchemas } from '../../../lambdas/domain/schemas/tenant';
import { userprofileRouteSchemas } from '../../../lambdas/domain/schemas/userprofile';
import { orguserRouteSchemas } from '../../../lambdas/domain/schemas/orguser';
import type { RouteSchemaMap } from '../../../lambdas/domain/schemas/route-schemas';

const REFUSED = [
  'vera@visitor',
  'vera@localhost',
  'vera',
  'vera@',
  '@example.com',
  'vera@example.c',
  'vera@.example.com',
  'vera@example..com',
  '.vera@example.com',
  'vera smith@example.com',
  'vera@exa mple.com',
  'vera@@example.com',
];
const ACCEPTED = ['vera@visitor.example', 'v.era+tag@mail.example.co', 'VERA_1@Example.COM'];

describe('isEmailAddress', () => {
  it.each(REFUSED)('refuses %s', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it.each(ACCEPTED)('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it(`refuses an address longer than ${EMAIL_LIMIT} characters`, () => {
    const domain = '.example.com';
    const local = 'v'.repeat(64);
    const labels = 'a'.repeat(60);
    const longest = `${local}@${[labels, labels, labels].join('.')}${domain}`;
    expect(longest.length).toBeGreaterThan(EMAIL_LIMIT);
    expect(isEmailAddress(longest)).toBe(false);
  });

  it('is the schema the API shares', () => {
    expect(emailSchema.safeParse('vera@visitor').success).toBe(false);
  });
});

/** Every route body that takes an `email` refuses `vera@visitor` on that field. */
describe('API bodies that accept an e-mail', () => {
  const withEmail = (email: string) => ({ email });
  const bodies: [string, RouteSchemaMap, (email: string) => unknown][] = [
    ['POST /userprofile', userprofileRouteSchemas, withEmail],
    ['POST /orguser', orguserRouteSchemas, withEmail],
    ['POST /tenant', tenantRouteSchemas, (email) => ({ admin: { kind: 'invite', email } })],
  ];

  it.each(bodies)('%s refuses an e-mail without a dotted domain', (key, table, bodyOf) => {
    const body = table[key]?.body;
    if (!body) throw new Error(`${key} has no body schema`);
    const result = z.safeParse(body, bodyOf('vera@visitor'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.includes('email'))).toBe(true);
    const valid = z.safeParse(body, bodyOf('vera@visitor.example'));
    expect(valid.error?.issues.some((issue) => issue.path.includes('email')) ?? false).toBe(false);
  });
});
