/**
 * Regional WAFv2 web ACL on the user pool: Cognito's public operations (sign-up, sign-in, password
 * reset, resending the confirmation code) answer anyone, and three of them send e-mail. Each gets
 * a rate limit per client address (settings.identity.publicEndpointLimits); a caller past it is
 * answered 429 in Cognito's own error shape (`TooManyRequestsException`, which the console's
 * Amplify client reports as such) until its count in the window drops. The operation is the
 * `X-Amz-Target` header of Cognito's JSON protocol, e.g. `AWSCognitoIdentityProviderService.SignUp`.
 */
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import {
  COGNITO_PUBLIC_OPERATIONS,
  type CognitoPublicOperation,
  type EnvironmentSettings,
  type WafRateLimit,
} from '../settings';
import { logWebAcl } from './waf-logging';

export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const TOO_MANY_REQUESTS = 'TooManyRequestsException';
const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  __type: TOO_MANY_REQUESTS,
  message: 'Too many requests from this address; try again in a few minutes',
});

export interface UserPoolFirewallProps {
  settings: EnvironmentSettings;
  userPoolArn: string;
  /** `https://…` origin of the console: the refusal carries CORS for it, so the console reads it. */
  allowedOrigin: string;
}

export class UserPoolFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const { stackName, identity } = props.settings;
    const name = `${stackName}-userpool`;
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${name}-${metricName}`,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all-rules'),
      customResponseBodies: {
        [TOO_MANY_REQUESTS]: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY },
      },
      rules: COGNITO_PUBLIC_OPERATIONS.map((operation, priority) => ({
        ...rateRule(operation, identity.publicEndpointLimits[operation], props.allowedOrigin),
        priority,
        visibilityConfig: visibility(`${operation}PerAddress`),
      })),
    });

    new wafv2.CfnWebACLAssociation(this, 'PoolAssociation', {
      resourceArn: props.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });

    // Cognito's requests carry passwords and tokens in their bodies, which WAF never logs.
    logWebAcl(this, props.settings, this.webAcl, name);
  }
}

function rateRule(
  operation: CognitoPublicOperation,
  limit: WafRateLimit,
  allowedOrigin: string,
): Omit<wafv2.CfnWebACL.RuleProperty, 'priority' | 'visibilityConfig'> {
  return {
    name: `${operation}PerAddress`,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY_REQUESTS,
          responseHeaders: [
            { name: 'Access-Control-Allow-Origin', value: allowedOrigin },
            { name: 'Vary', value: 'Origin' },
            { name: 'x-amzn-ErrorType', value: TOO_MANY_REQUESTS },
            { name: 'Retry-After', value: String(limit.windowSeconds) },
          ],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        limit: limit.requests,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
            positionalConstraint: 'EXACTLY',
            searchString: `${COGNITO_TARGET_PREFIX}${operation}`,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
  };
}
