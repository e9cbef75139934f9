/** The API stage's WAF: what its logs hide, its managed rules, the edge secret, its rate rules. */
import { EDGE_HEADER, VIEWER_ADDRESS_HEADER } from '../../../lib/constructs/console-api-route';
import {
  TOO_MANY_USERNAME_CHECKS,
  USERNAME_CHECKS_PER_MINUTE,
} from '../../../local/username-check-limit';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

interface WafRule {
  Name: string;
  Priority?: number;
  Action?: {
    Block?: {
      CustomResponse?: {
        ResponseCode: number;
        CustomResponseBodyKey?: string;
        ResponseHeaders?: { Name: string; Value: unknown }[];
      };
    };
  };
  Statement: { RateBasedStatement?: Record<string, unknown> & { ScopeDownStatement?: unknown } };
}

interface WebAclProperties {
  Rules: WafRule[];
  CustomResponseBodies?: Record<string, { ContentType: string; Content: string }>;
}

/** The API's web ACL: its logical id and resource (`['?', undefined]` when there is none). */
export function apiAclOf(built: BuiltEnvironment) {
  return (
    Object.entries(resourcesOf(built.template, 'AWS::WAFv2::WebACL')).find(
      ([, acl]) => acl.Properties?.Name === `${built.stack.stackName}-api`,
    ) ?? ['?', undefined]
  );
}

export function describeApiFirewall(built: BuiltEnvironment): void {
  const { template } = built;
  const apiAcl = () => apiAclOf(built);

  test('the API WAF’s logs redact the caller’s ID token and the edge secret', () => {
    const [aclId] = apiAcl();
    const logging = Object.values(resourcesOf(template, 'AWS::WAFv2::LoggingConfiguration')).find(
      (configuration) =>
        JSON.stringify(configuration.Properties?.ResourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [aclId, 'Arn'] }),
    );
    expect(logging?.Properties?.RedactedFields).toEqual([
      { SingleHeader: { Name: 'authorization' } },
      { SingleHeader: { Name: EDGE_HEADER } },
    ]);
  });

  test('the common rule set only counts bodies over 8 kB (a unit’s config may be larger)', () => {
    const [, acl] = apiAcl();
    const { Rules } = acl?.Properties as unknown as WebAclProperties;
    const common = Rules.find(
      (rule) => rule.Name === 'AWSManagedRulesCommonRuleSet',
    ) as unknown as {
      Statement: { ManagedRuleGroupStatement: { RuleActionOverrides?: unknown } };
    };
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  test(`requests without the edge secret are ${built.stack.settings.api.requireEdgeSecret ? 'refused first' : 'counted per source address'}`, () => {
    const [, acl] = apiAcl();
    const { Rules } = acl?.Properties as unknown as WebAclProperties;
    const refusal = Rules.filter((rule) => rule.Name === 'RequireEdgeSecret');
    if (!built.stack.settings.api.requireEdgeSecret) {
      expect(refusal).toEqual([]);
      return;
    }
    expect(refusal).toEqual([
      expect.objectContaining({
        Priority: 0,
        Action: { Block: {} },
        Statement: {
          NotStatement: {
            Statement: {
              ByteMatchStatement: expect.objectContaining({
                FieldToMatch: { SingleHeader: { Name: EDGE_HEADER } },
                PositionalConstraint: 'EXACTLY',
              }),
            },
          },
        },
      }),
    ]);
  });

  test('the per-address limit counts the console’s calls per viewer and any other per source', () => {
    const [, acl] = apiAcl();
    const { Rules } = acl?.Properties as unknown as WebAclProperties;
    const rule = (name: string) => Rules.find((r) => r.Name === name)?.Statement.RateBasedStatement;
    const limit = built.stack.settings.api.wafRateLimitPer5Minutes;
    const fromDistribution = {
      ByteMatchStatement: {
        FieldToMatch: { SingleHeader: { Name: EDGE_HEADER } },
        PositionalConstraint: 'EXACTLY',
        SearchString: expect.anything(),
      },
    };
    // Behind CloudFront the source address is an edge that many viewers share.
    expect(rule('RateLimitPerViewer')).toMatchObject({
      Limit: limit,
      AggregateKeyType: 'FORWARDED_IP',
      ForwardedIPConfig: { HeaderName: VIEWER_ADDRESS_HEADER, FallbackBehavior: 'MATCH' },
      ScopeDownStatement: fromDistribution,
    });
    // Holding the edge secret exempts nobody: those requests are counted per source address too.
    expect(rule('RateLimitPerSourceThroughEdge')).toMatchObject({
      Limit: built.stack.settings.api.edgeSourceRateLimitPer5Minutes,
      AggregateKeyType: 'IP',
      ScopeDownStatement: fromDistribution,
    });
    expect(built.stack.settings.api.edgeSourceRateLimitPer5Minutes).toBeGreaterThan(limit);
    // Straight to the stage, a viewer address header is the caller's own word: the source counts.
    expect(rule('RateLimitPerIp')).toMatchObject({
      Limit: limit,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { NotStatement: { Statement: fromDistribution } },
    });
    // The value the WAF trusts is the one the distribution sends: the edge secret, resolved from
    // Secrets Manager at deploy time, never written into the template.
    const trusted = (rule('RateLimitPerViewer')?.ScopeDownStatement as typeof fromDistribution)
      .ByteMatchStatement.SearchString as unknown;
    expect(JSON.stringify(trusted)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(trusted)).toMatch(/"Ref":"EdgeSecret[0-9A-Za-z]+"/);
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    expect(JSON.stringify(distribution?.Properties)).toContain(
      JSON.stringify({ HeaderName: EDGE_HEADER, HeaderValue: trusted }),
    );
  });

  test('the WAF answers a caller’s 31st username check within a minute with a JSON 429', () => {
    const [, acl] = apiAcl();
    const { Rules, CustomResponseBodies } = acl?.Properties as unknown as WebAclProperties;
    const limited = Rules.filter((rule) =>
      JSON.stringify(rule.Statement.RateBasedStatement?.ScopeDownStatement ?? null)
        .toLowerCase()
        .includes('checkusername'),
    );
    expect(limited).toHaveLength(1);
    const [rule] = limited as [WafRule];
    expect(rule.Statement.RateBasedStatement).toMatchObject({
      Limit: 30,
      EvaluationWindowSec: 60,
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ Header: { Name: 'authorization' } }],
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { QueryString: {} },
          PositionalConstraint: 'CONTAINS',
          SearchString: 'checkusername=',
          TextTransformations: [
            { Priority: 0, Type: 'URL_DECODE' },
            { Priority: 1, Type: 'LOWERCASE' },
          ],
        },
      },
    });
    const response = rule.Action?.Block?.CustomResponse;
    expect(response?.ResponseCode).toBe(429);
    const headers = Object.fromEntries(
      (response?.ResponseHeaders ?? []).map(({ Name, Value }) => [Name, JSON.stringify(Value)]),
    );
    expect(headers['Access-Control-Allow-Origin']).toMatch(
      /WebsiteDistribution[0-9A-F]{8}","DomainName"/,
    );
    expect(headers['Retry-After']).toBe('"60"');
    // The console reads the Retry-After of this refusal too.
    expect(headers['Access-Control-Expose-Headers']).toContain('Retry-After');
    const body = CustomResponseBodies?.[response?.CustomResponseBodyKey ?? ''];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body?.Content ?? 'null')).toEqual({
      error: TOO_MANY_USERNAME_CHECKS,
      requestId: expect.any(String),
    });
    // The local gateway applies the same limit (local/username-check-limit.ts).
    expect(built.stack.settings.api.usernameCheckLimit).toEqual({
      requests: USERNAME_CHECKS_PER_MINUTE,
      windowSeconds: 60,
    });
  });
}
