/** Buckets, the table, and what each environment keeps when the stack is deleted. */
import { Match } from 'aws-cdk-lib/assertions';

import { INDEXES, TABLE_KEYS } from '../../../lambdas/domain/data-keys';
import { TABLE_TIME_TO_LIVE_ATTRIBUTE } from '../../../lambdas/shared/table-definition';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

export function describeStorage({ name, template }: BuiltEnvironment): void {
  test('every bucket blocks public access and its policy denies requests without TLS', () => {
    const buckets = Object.entries(resourcesOf(template, 'AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy')).filter(
        (policy) => JSON.stringify(policy.Properties?.Bucket) === JSON.stringify({ Ref: id }),
      );
      expect(policies).toHaveLength(1);
      const document = policies[0]?.Properties?.PolicyDocument as { Statement: object[] };
      expect(document.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  test('the documents bucket allows CORS PUT from the console origin only', () => {
    const corsRules = Object.values(resourcesOf(template, 'AWS::S3::Bucket'))
      .map((bucket) => bucket.Properties?.CorsConfiguration)
      .filter(Boolean);
    expect(corsRules).toHaveLength(1);
    expect(corsRules[0]).toMatchObject({
      CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: [expect.anything()] }],
    });
    expect(JSON.stringify(corsRules[0])).toContain('DomainName');
    expect(JSON.stringify(corsRules[0])).not.toContain('"AllowedOrigins":["*"]');
  });

  test('the table has the keys and GSIs of data-keys.ts, on demand, with PITR and encryption', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: Object.values(INDEXES).map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partition, KeyType: 'HASH' },
            { AttributeName: index.sort, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });

  test('the table deletes expired Idempotency-Key outcomes by its expiresAt TTL', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_TIME_TO_LIVE_ATTRIBUTE, Enabled: true },
    });
  });

  const retained = name === 'prod';
  test(`stateful resources are ${retained ? 'retained and protected' : 'removable'}`, () => {
    const policy = retained ? 'Retain' : 'Delete';
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: policy,
      Properties: Match.objectLike({ DeletionProtectionEnabled: retained }),
    });
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: policy,
      Properties: Match.objectLike({ DeletionProtection: retained ? 'ACTIVE' : 'INACTIVE' }),
    });
    for (const bucket of Object.values(resourcesOf(template, 'AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe(policy);
    }
  });
}
