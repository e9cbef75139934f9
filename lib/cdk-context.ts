/**
 * The context of cdk.json (the feature flags), for apps built outside the CDK CLI: `npm run synth`,
 * the template lint and the jest tests. The CLI passes the same context to bin/app.ts itself, so
 * every way of synthesizing renders the same templates.
 */
import fs from 'node:fs';
import path from 'node:path';

const CDK_JSON = path.resolve(__dirname, '..', 'cdk.json');

export function cdkJsonContext(file = CDK_JSON): Record<string, unknown> {
  const { context } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return { ...context };
}
