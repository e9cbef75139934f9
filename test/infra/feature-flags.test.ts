/** cdk.json carries aws-cdk-lib's recommended feature flags; a lib upgrade that adds one fails here. */
import fs from 'node:fs';
import path from 'node:path';

import { cdkJsonContext } from '../../lib/cdk-context';

const RECOMMENDED = path.join(
  path.dirname(require.resolve('aws-cdk-lib/package.json')),
  'recommended-feature-flags.json',
);

test('every recommended feature flag of the installed aws-cdk-lib is set in cdk.json as recommended', () => {
  const recommended = JSON.parse(fs.readFileSync(RECOMMENDED, 'utf8')) as Record<string, unknown>;
  const context = cdkJsonContext();
  expect(Object.keys(recommended).length).toBeGreaterThan(50);
  const differing = Object.entries(recommended)
    .filter(([flag, value]) => JSON.stringify(context[flag]) !== JSON.stringify(value))
    .map(([flag, value]) => `${flag}: ${JSON.stringify(value)}`);
  expect(differing).toEqual([]);
});
