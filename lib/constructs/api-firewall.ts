/**
 * Regional WAFv2 web ACL in front of the API stage: where settings say so (prod), a refusal of
 * every request without the distribution's edge secret; AWS managed rules (IP reputation, common
 * rules, known bad inputs); a rate limit per viewer address (the console's calls come through its
 * distribution, which names the viewer) or else per source address; and a per-caller limit on
 * username existence checks (the local gateway applies the same limit).
 */
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import type { EnvironmentSettings, WafRateLimit } from '../settings';
import { EXPOSED_RESPONSE_HEADERS } from '../../lambdas/shared/responses';
import { EDGE_HEADER, VIEWER_ADDRESS_HEADER } from './console-api-route';
import { logWebAcl } from './waf-logging';

export interface ApiFirewallProps {
  settings: EnvironmentSettings;
  /** ARN of the API Gateway stage to protect. */
  stageArn: string;
  /** `https://…` origin of the console: the WAF's own refusals carry CORS for it too. */
  allowedOrigin: string;
  /** The values of EDGE_HEADER that count as the console's distribution (edge-secret.ts). */
  edgeSecrets: readonly string[];
}

/** In order of evaluation: addresses AWS knows for abuse are refused before any other rule. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
];

/**
 * Managed rules that only count here. SizeRestrictions_BODY refuses bodies over 8 kB, and a unit's
 * config is larger than that; API Gateway's 10 MB payload limit and the router's body schemas bound
 * bodies instead.
 */
const COUNT_ONLY: Readonly<
  Record<string, wafv2.CfnWebACL.RuleActionOverrideProperty[] | undefined>
> = {
  AWSManagedRulesCommonRuleSet: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
};

const TOO_MANY_USERNAME_CHECKS = 'TooManyUsernameChecks';

/**
 * The body of the 429, in the shape of every other error. A WAF custom response is answered by the
 * WAF before API Gateway sees the request (it takes precedence over gateway responses) and its body
 * is fixed text, so it cannot quote a request id: `requestId` names the WAF rule that answered.
 * Plain Block actions (the rules without a custom response) reach the caller as API Gateway's
 * WAF_FILTERED gateway response, 403 with a real request id (api-gateway-responses.ts).
 */
const WAF_REQUEST_ID = 'waf-username-check-limit';
const TOO_MANY_USERNAME_CHECKS_BODY = JSON.stringify({
  error: 'Too many username checks; try again in a minute',
  requestId: WAF_REQUEST_ID,
});

type Visibility = (metricName: string) => wafv2.CfnWebACL.VisibilityConfigProperty;
/** A rule before its priority, which is its place in the ACL's list. */
type Rule = Omit<wafv2.CfnWebACL.RuleProperty, 'priority'>;

/**
 * Counts requests whose query string has a `checkUserName` argument, per caller. The match is on
 * the whole query string after URL_DECODE and LOWERCASE (so no spelling or percent-encoding of the
 * name slips past, and an empty value counts too, which a byte match on the argument's value would
 * miss); requests of other routes that carry such an argument are counted as well, which no honest
 * caller does. The key is the `Authorization` header (the caller's ID token), not the IP: adding
 * the IP to the key would give a caller a fresh count on every address, and the IP alone would
 * make everyone behind one office NAT share the budget. A new token needs a new Cognito sign-in,
 * and the per-address rules cap how fast anyone can try. Requests without the header are not
 * counted, but the Cognito authorizer refuses them before any check runs.
 */
function usernameCheckRule(
  limit: WafRateLimit,
  visibility: Visibility,
  allowedOrigin: string,
): Rule {
  return {
    name: 'UsernameChecksPerCaller',
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY_USERNAME_CHECKS,
          // The console reads the refusal only with CORS; the count restarts within the window.
          responseHeaders: [
            { name: 'Access-Control-Allow-Origin', value: allowedOrigin },
            { name: 'Vary', value: 'Origin' },
            { name: 'Access-Control-Expose-Headers', value: EXPOSED_RESPONSE_HEADERS.join(',') },
            { name: 'Retry-After', value: String(limit.windowSeconds) },
          ],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        limit: limit.requests,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [
          {
            header: {
              name: 'authorization',
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        ],
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { queryString: {} },
            positionalConstraint: 'CONTAINS',
            searchString: 'checkusername=',
            textTransformations: [
              { priority: 0, type: 'URL_DECODE' },
              { priority: 1, type: 'LOWERCASE' },
            ],
          },
        },
      },
    },
    visibilityConfig: visibility('UsernameChecksPerCaller'),
  };
}

/** A request that came through the console's distribution: it carries an accepted edge secret. */
function throughDistribution(edgeSecrets: readonly string[]): wafv2.CfnWebACL.StatementProperty {
  const [only, ...more] = edgeSecrets.map((value): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: EDGE_HEADER } },
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  if (!only) throw new Error('The API firewall needs at least one edge secret');
  return more.length === 0 ? only : { orStatement: { statements: [only, ...more] } };
}

/** Refuses (API Gateway's WAF_FILTERED 403) every request that did not come through the console. */
function requireEdgeSecretRule(edgeSecrets: readonly string[], visibility: Visibility): Rule {
  return {
    name: 'RequireEdgeSecret',
    action: { block: {} },
    statement: { notStatement: { statement: throughDistribution(edgeSecrets) } },
    visibilityConfig: visibility('RequireEdgeSecret'),
  };
}

/**
 * The per-address rate limits. Through the distribution the source address is a CloudFront edge,
 * which many viewers share: those requests are counted by the viewer's address, which the
 * distribution's function writes over whatever the viewer sent, and by their source address at an
 * edge's limit. Any other request (straight to the stage) is counted by its source address; naming
 * a viewer address there gains nothing without the distribution's header.
 */
function rateLimitRules(
  limit: number,
  edgeSourceLimit: number,
  visibility: Visibility,
  edgeSecrets: readonly string[],
): Rule[] {
  return [
    // Whoever holds the edge secret can name any viewer address, so those requests are counted per
    // source address too: an edge's limit, above what many viewers behind one edge send.
    {
      name: 'RateLimitPerSourceThroughEdge',
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit: edgeSourceLimit,
          aggregateKeyType: 'IP',
          scopeDownStatement: throughDistribution(edgeSecrets),
        },
      },
      visibilityConfig: visibility('RateLimitPerSourceThroughEdge'),
    },
    {
      name: 'RateLimitPerIp',
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          scopeDownStatement: { notStatement: { statement: throughDistribution(edgeSecrets) } },
        },
      },
      visibilityConfig: visibility('RateLimitPerIp'),
    },
    {
      name: 'RateLimitPerViewer',
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'FORWARDED_IP',
          forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
          scopeDownStatement: throughDistribution(edgeSecrets),
        },
      },
      visibilityConfig: visibility('RateLimitPerViewer'),
    },
  ];
}

export class ApiFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    const { stackName } = props.settings;
    // Metric names and the ACL's name (its metrics' WebACL dimension) carry the environment, so two
    // environments in one account never share a metric or an alarm.
    const visibility: Visibility = (metricName) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${stackName}-${metricName}`,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${stackName}-api`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all-rules'),
      customResponseBodies: {
        [TOO_MANY_USERNAME_CHECKS]: {
          contentType: 'APPLICATION_JSON',
          content: TOO_MANY_USERNAME_CHECKS_BODY,
        },
      },
      rules: this.rules(props, visibility),
    });

    new wafv2.CfnWebACLAssociation(this, 'StageAssociation', {
      resourceArn: props.stageArn,
      webAclArn: this.webAcl.attrArn,
    });

    // Credentials are never written to logs: the caller's ID token, and the edge secret (with it
    // anyone could call the stage as the distribution does).
    logWebAcl(this, props.settings, this.webAcl, stackName, [
      { singleHeader: { Name: 'authorization' } },
      { singleHeader: { Name: EDGE_HEADER } },
    ]);
  }

  private rules(props: ApiFirewallProps, visibility: Visibility): wafv2.CfnWebACL.RuleProperty[] {
    const { api } = props.settings;
    const rules: Rule[] = [
      ...(api.requireEdgeSecret ? [requireEdgeSecretRule(props.edgeSecrets, visibility)] : []),
      ...MANAGED_RULE_GROUPS.map((name) => ({
        name,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            ...(COUNT_ONLY[name] ? { ruleActionOverrides: COUNT_ONLY[name] } : {}),
          },
        },
        visibilityConfig: visibility(name),
      })),
      ...rateLimitRules(
        api.wafRateLimitPer5Minutes,
        api.edgeSourceRateLimitPer5Minutes,
        visibility,
        props.edgeSecrets,
      ),
      usernameCheckRule(api.usernameCheckLimit, visibility, props.allowedOrigin),
    ];
    // Priorities follow the order above: WAF evaluates the lowest first.
    return rules.map((rule, priority) => ({ ...rule, priority }));
  }
}
