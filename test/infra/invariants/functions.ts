/** Every function: Node.js 24 on arm64, traced, JSON logs, the handler environment. */
import { HANDLER_ENV } from '../../../lambdas/domain/data-keys';
import { RESOURCES } from '../../../lambdas/domain/routes';
import { CONSOLE_ORIGIN_ENV } from '../../../lambdas/triggers/custom-message';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

/**
 * The only function allowed off Node.js 24: CDK's BucketDeployment handler, a Python function
 * that CDK ships with its AWS CLI layer (it runs only during deployments). It is still arm64.
 */
const BUCKET_DEPLOYMENT_HANDLER = /^CustomCDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C/;

export function describeFunctions({ template }: BuiltEnvironment): void {
  const functions = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'));
  const ownFunctions = functions.filter(([id]) => !BUCKET_DEPLOYMENT_HANDLER.test(id));

  test('every function runs Node.js 24 on arm64, except the CDK BucketDeployment handler', () => {
    expect(ownFunctions.length).toBeGreaterThan(RESOURCES.length);
    for (const [, fn] of ownFunctions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
    const excluded = functions.filter(([id]) => BUCKET_DEPLOYMENT_HANDLER.test(id));
    expect(excluded).toHaveLength(1);
    expect(excluded[0]?.[1].Properties).toMatchObject({ Architectures: ['arm64'] });
  });

  test('one traced, JSON-logging handler per API resource, the four Cognito triggers and the purge', () => {
    const handlers = ownFunctions.filter(([, fn]) => fn.Properties?.TracingConfig !== undefined);
    // + the daily purge of deleted units (lib/constructs/deleted-units-purge.ts).
    expect(handlers).toHaveLength(RESOURCES.length + 4 + 1);
    for (const [, fn] of handlers) {
      expect(fn.Properties).toMatchObject({
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON' },
      });
    }
    // The custom-message trigger only writes e-mails: it gets the console origin, not the table.
    const customMessage = handlers.filter(([id]) => id.startsWith('IdentityCustomMessage'));
    expect(customMessage).toHaveLength(1);
    expect(customMessage[0]?.[1].Properties?.Environment).toMatchObject({
      Variables: { [CONSOLE_ORIGIN_ENV]: expect.anything() },
    });
    for (const [, fn] of handlers.filter(([id]) => !id.startsWith('IdentityCustomMessage'))) {
      expect(fn.Properties).toMatchObject({
        Environment: {
          Variables: expect.objectContaining({ [HANDLER_ENV.tableName]: expect.anything() }),
        },
      });
    }
    const apiHandlers = handlers.filter(([id]) => id.startsWith('Handlers'));
    expect(apiHandlers).toHaveLength(RESOURCES.length);
    // The purge is scheduled, not behind the API, and gets only the table and the API topic.
    const purge = handlers.filter(([id]) => id.startsWith('DeletedUnitsPurge'));
    expect(purge).toHaveLength(1);
    expect(
      Object.keys(
        (purge[0]?.[1].Properties?.Environment as { Variables: object }).Variables,
      ).sort(),
    ).toEqual([HANDLER_ENV.apiTopicArn, HANDLER_ENV.tableName, 'NODE_OPTIONS'].sort());
    for (const [, fn] of apiHandlers) {
      const variables = Object.keys(
        (fn.Properties?.Environment as { Variables: object }).Variables,
      );
      expect(variables).toEqual(expect.arrayContaining(Object.values(HANDLER_ENV)));
    }
  });

  test('the purge of deleted units runs once a day from an EventBridge rule', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'cron(30 2 * * ? *)',
      State: 'ENABLED',
      Targets: [
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [expect.stringMatching(/^DeletedUnitsPurge/), 'Arn'] },
        }),
      ],
    });
  });
}
