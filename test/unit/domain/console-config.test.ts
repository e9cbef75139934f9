import { consoleConfigSchema } from '../../../lambdas/domain/console-config';

const deployed = {
  environment: 'prod',
  apiUrl: 'https://abc.execute-api.ap-south-1.amazonaws.com/api/',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
};

describe('the runtime config.json contract', () => {
  it('accepts a deployed config and a local one', () => {
    expect(consoleConfigSchema.safeParse(deployed).success).toBe(true);
    const local = {
      ...deployed,
      authFlow: 'USER_PASSWORD_AUTH',
      local: { userPoolEndpoint: 'http://127.0.0.1:9229' },
    };
    expect(consoleConfigSchema.parse(local)).toEqual(local);
  });

  it.each([
    ['apiUrl', 'not a url'],
    ['userPoolId', ''],
    ['authFlow', 'CUSTOM_AUTH'],
  ])('refuses a bad %s and names the field', (field, value) => {
    const result = consoleConfigSchema.safeParse({ ...deployed, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
