/** The local pool's rate limits are the ones the pool's WAF applies in AWS (`default`). */
import { SETTINGS } from '../../../lib/settings';
import { COGNITO_PUBLIC_LIMITS, loadLocalSettings } from '../../../local/settings';

it('limits the same operations with the same numbers as the default environment', () => {
  expect(COGNITO_PUBLIC_LIMITS).toEqual(SETTINGS.default.identity.publicEndpointLimits);
});

it('leaves out no address unless LOCAL_COGNITO_RATE_LIMIT_EXEMPT names some', () => {
  expect(loadLocalSettings({}).cognitoRateLimitExempt).toEqual([]);
  expect(
    loadLocalSettings({ LOCAL_COGNITO_RATE_LIMIT_EXEMPT: '127.0.0.1, 127.0.0.9' })
      .cognitoRateLimitExempt,
  ).toEqual(['127.0.0.1', '127.0.0.9']);
});
