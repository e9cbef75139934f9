import fc from 'fast-check';

import { consoleConfigSchema } from '../../../lambdas/domain/console-config';
import { checkConsoleConfig } from '../../../frontend/src/config/check-config';

const deployed = {
  environment: 'prod',
  apiUrl: 'https://abc.execute-api.ap-south-1.amazonaws.com/api/',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
};
const local = {
  ...deployed,
  authFlow: 'USER_PASSWORD_AUTH',
  local: {
    userPoolEndpoint: 'http://127.0.0.1:9229',
    mailboxUrl: 'http://127.0.0.1:3300/mailbox',
    eventsUrl: 'http://127.0.0.1:3300/events',
  },
};

/** The schema's answer in the guard's shape: the config, or the sorted fields at fault. */
function bySchema(body: unknown) {
  const parsed = consoleConfigSchema.safeParse(body);
  if (parsed.success) return { ok: true, config: parsed.data };
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
  return { ok: false, fields: [...new Set(fields)].sort() };
}

function byGuard(body: unknown) {
  const checked = checkConsoleConfig(body);
  return checked.ok ? checked : { ok: false, fields: [...new Set(checked.fields)].sort() };
}

describe('the hand-written config.json check (check-config.ts)', () => {
  it.each([
    ['a deployed config', deployed],
    ['a local config', local],
    [
      'a local config without the optional URLs',
      { ...local, local: { userPoolEndpoint: 'http://127.0.0.1:9229' } },
    ],
    [
      'unknown keys, which both drop',
      { ...deployed, extra: 1, local: { ...local.local, more: true } },
    ],
  ])('accepts %s as the schema does', (_name, body) => {
    expect(byGuard(body)).toEqual(bySchema(body));
    expect(byGuard(body).ok).toBe(true);
  });

  it.each([
    ['not an object', 'config'],
    ['null', null],
    ['an array', []],
    ['an empty object', {}],
    ['a bad apiUrl', { ...deployed, apiUrl: 'not a url' }],
    ['an empty userPoolId', { ...deployed, userPoolId: '' }],
    ['a numeric region', { ...deployed, region: 42 }],
    ['an unknown authFlow', { ...deployed, authFlow: 'CUSTOM_AUTH' }],
    ['a local section that is not an object', { ...deployed, local: 'yes' }],
    ['a local section without its endpoint', { ...deployed, local: {} }],
    ['a bad mailbox URL', { ...local, local: { ...local.local, mailboxUrl: 'mailbox' } }],
  ])('refuses %s and names the same fields as the schema', (_name, body) => {
    expect(byGuard(body)).toEqual(bySchema(body));
    expect(byGuard(body).ok).toBe(false);
  });

  it('agrees with the schema on generated configs', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof(arb, fc.constant(undefined), fc.constant(''), fc.integer());
    const url = fc.oneof(fc.webUrl(), fc.string());
    const config = fc.record(
      {
        environment: maybe(fc.string()),
        apiUrl: maybe(url),
        region: maybe(fc.string()),
        userPoolId: maybe(fc.string()),
        userPoolClientId: maybe(fc.string()),
        authFlow: maybe(fc.constantFrom('USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_AUTH')),
        local: fc.oneof(
          fc.constant(undefined),
          fc.record(
            { userPoolEndpoint: maybe(url), mailboxUrl: maybe(url), eventsUrl: maybe(url) },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(config, (body) => {
        expect(byGuard(body)).toEqual(bySchema(body));
      }),
      { numRuns: 500 },
    );
  });
});
