/**
 * The API on the console's own origin: the distribution answers `/api/*` from the API's stage of
 * that name (so a path is the same on either host), so
 * the console's calls need no CORS preflight and no second connection (on a phone each costs round
 * trips before the first screen can show). Nothing is cached, and every viewer header goes on (the
 * ID token in Authorization) except Host, which API Gateway checks against its own name.
 *
 * A viewer-request function names the viewer's address in a header it sets itself (whatever
 * the viewer sent under that name is replaced); the origin request carries the edge secret
 * (edge-secret.ts), which only the distribution sends. The API's firewall counts requests that
 * carry it per viewer address, and all others per source address (api-firewall.ts): behind
 * CloudFront the source is an edge, shared by many viewers. In prod it refuses all others.
 * Answers get security headers of their own: JSON is never a page, so nothing may run or frame it.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Construct } from 'constructs';

import { securityHeadersBehavior } from './security-headers';
import { API_PATH_PREFIX } from './website';

/** Set by the distribution's function to the viewer's IP address (IPv4 or IPv6). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/** Sent only by the distribution, with the value of ConsoleApiRouteProps.edgeSecret. */
export const EDGE_HEADER = 'x-orgconsole-edge';

export interface ConsoleApiRouteProps {
  distribution: cloudfront.Distribution;
  restApiId: string;
  /** The edge secret's value in force (a dynamic reference), sent in EDGE_HEADER. */
  edgeSecret: string;
}

/** The CSP of the API's answers: JSON, never rendered as a page. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** CloudFront Function (viewer request, the API behavior). */
export function apiRoutingCode(): string {
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };`,
    '  return request;',
    '}',
  ].join('\n');
}

export class ConsoleApiRoute extends Construct {
  constructor(scope: Construct, id: string, props: ConsoleApiRouteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const routing = new cloudfront.Function(this, 'Routing', {
      comment: 'API requests name the viewer address for the API firewall',
      code: cloudfront.FunctionCode.fromInline(apiRoutingCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    // The stage is named by the path (API_PATH_PREFIX), not by a reference: that would make the
    // distribution depend on the API's deployment, whose functions name the distribution (CORS
    // origin, e-mail links).
    const origin = new HttpOrigin(
      `${props.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // API Gateway's own integration limit is 29 s.
        readTimeout: Duration.seconds(30),
        customHeaders: { [EDGE_HEADER]: props.edgeSecret },
      },
    );
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the OrgConsole API answers',
      securityHeadersBehavior: securityHeadersBehavior(
        API_CONTENT_SECURITY_POLICY,
        cloudfront.HeadersReferrerPolicy.NO_REFERRER,
      ),
    });
    props.distribution.addBehavior(`${API_PATH_PREFIX}/*`, origin, {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      responseHeadersPolicy: securityHeaders,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // With caching off, the AllViewer policies forward Authorization too.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [
        { function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    });
  }
}
