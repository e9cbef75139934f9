/**
 * Values that are well-typed JSON yet must be refused: blank names, names with control
 * characters, role names, app ids and unit ids carrying the policy separators `;` `=` `,` `:`,
 * app ids that name no application, and lists far longer than any allowed.
 */
import fc from 'fast-check';

import { idText } from './malformed-arbitraries';

/** Names that are only white space once trimmed. */
export const BLANK_NAMES = [
  ' ',
  '\t',
  '\u00a0',
  '   ',
  '\u2003',
  '\u3000',
  ' \t\u00a0 ',
  '\n',
  '\r\n',
  '\ufeff',
] as const;

/** Control characters (Unicode Cc), put inside a name where trimming cannot remove them. */
const controlCharacter = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }),
  fc.constant(0x7f),
  fc.integer({ min: 0x80, max: 0x9f }),
);

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
    minLength: min,
    maxLength: max,
  });

export const controlName: fc.Arbitrary<string> = fc
  .tuple(letters(1, 12), controlCharacter, letters(1, 12))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

/** A name no create or edit may store. */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BLANK_NAMES),
  controlName,
);

/** Org role values that carry policy separators; none is an org role, and none grants anything. */
export const SEPARATED_ROLES = [
  'user;system=admin',
  'admin,system=admin',
  'user:admin',
  'admin;',
  ';admin',
  'user,admin',
  'system=admin',
  'admin:ticketapp',
  'ad;min',
  'admin=',
] as const;

/** A role value with a control character inside. */
export const controlRole: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('user', 'admin', 'agent'), controlCharacter)
  .map(([role, code]) => `${role.slice(0, 2)}${String.fromCharCode(code)}${role.slice(2)}`);

/** App ids that are no application (JavaScript's own property names among them). */
export const NOT_APPLICATIONS = [
  'null',
  'constructor',
  '__proto__',
  'toString',
  'a0001',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'undefined',
] as const;

/** App ids with a policy separator or a control character. */
export const SEPARATED_APP_IDS = [
  'ticketapp;x',
  'ticketapp:agent',
  'ticketapp=agent',
  'ticketapp,courseapp',
  'ticket app',
  'ticketapp\u0000',
] as const;

/** Unit ids with a policy separator or a control character, built on a real unit's id. */
export function separatedUnitIds(ouid: string): string[] {
  return [
    `${ouid};system`,
    `${ouid}:ticketapp`,
    `${ouid}=admin`,
    `${ouid},ou-root`,
    `${ouid}\u0000`,
  ];
}

/** Policies (`ouid=role`) a unit admin or system admin may never store, for a unit they hold. */
export function hostilePolicies(ouid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      `${ouid}=user;system=admin`,
      `${ouid}=admin,system=admin`,
      `${ouid}=user:admin`,
      `${ouid}:ticketapp=agent`,
      `${ouid};system=admin`,
      `${ouid},ou-root=admin`,
      `${ouid}=admin;`,
      `${ouid}=user,admin`,
      `${ouid}= `,
      '=admin',
      'system=admin;ou-root=admin',
      'system=admin,user',
    ),
    controlRole.map((role) => `${ouid}=${role}`),
    fc.integer({ min: 301, max: 3000 }).map((length) => `${ouid}=${'a'.repeat(length)}`),
  );
}

/** Lists longer than any route allows (`min` above its limit), of one repeated value or many. */
export function hugeList(min: number, max: number, value: string): fc.Arbitrary<string[]> {
  return fc.oneof(
    fc.integer({ min, max }).map((length) => Array.from({ length }, () => value)),
    fc.array(
      idText(1, 12).map((text) => `${value}${text}`),
      { minLength: min, maxLength: max },
    ),
  );
}

/** The same username in other letter cases. */
export function caseVariants(username: string): string[] {
  const title = `${username.charAt(0).toUpperCase()}${username.slice(1)}`;
  return [username.toUpperCase(), title].filter((variant) => variant !== username);
}

/** E-mail addresses that differ from `username@example.com` (and not only in case). */
export function otherEmails(username: string): string[] {
  return [`${username}+x@example.com`, `${username}@example.org`, 'someone.else@example.com'];
}
