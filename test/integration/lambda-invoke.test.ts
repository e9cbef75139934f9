/** The Lambda Invoke API the gateway serves for cognito-local's triggers. */
import { SEED_ADMIN_POLICIES } from '../../local/seed-data';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();

function invoke(functionName: string, payload: unknown): Promise<Response> {
  return fetch(`${facts.urls.api}/2015-03-31/functions/${functionName}/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

function preTokenEvent(userName: string) {
  return {
    version: '1',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'ap-south-1',
    userPoolId: facts.userPool.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'test', clientId: facts.userPool.userPoolClientId },
    request: { userAttributes: { sub: 'test' }, groupConfiguration: { groupsToOverride: [] } },
    response: {},
  };
}

describe('the Lambda Invoke API of the local gateway', () => {
  it('runs the pre-token-generation trigger and returns its result', async () => {
    const response = await invoke('pre-token-generation', preTokenEvent(facts.adminUsername));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    const result = (await response.json()) as {
      response: { claimsOverrideDetails: { claimsToAddOrOverride: Record<string, string> } };
    };
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride.policies).toBe(
      SEED_ADMIN_POLICIES,
    );
  });

  it('gives a user without memberships empty policies', async () => {
    const response = await invoke('pre-token-generation', preTokenEvent('nobody-at-all'));
    const result = (await response.json()) as {
      response: { claimsOverrideDetails: { claimsToAddOrOverride: Record<string, string> } };
    };
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride.policies).toBe('');
  });

  it('answers ResourceNotFoundException for any other function name, API handlers included', async () => {
    for (const name of ['no-such-function', 'orgunit', '..%2Forgunit']) {
      const response = await invoke(name, {});
      expect(response.status).toBe(404);
      expect(response.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException');
    }
  });

  it('reports a failing trigger as an unhandled function error', async () => {
    const response = await invoke('pre-token-generation', { malformed: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await response.json()).toMatchObject({ errorMessage: expect.any(String) });
  });
});
