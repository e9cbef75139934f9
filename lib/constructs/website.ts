/**
 * The console's hosting: a private bucket read by CloudFront through origin access control,
 * security headers, TLS 1.2+ (with a custom domain) and access logs. Caching follows the build:
 * hashed files under `/assets/` are cached for a year; `index.html`, `config.json` and every
 * console route (rewritten by a viewer-request function to its prerendered page, if it has one,
 * or else to `index.html`) are never cached, so a deploy is live at once without an invalidation. A missing asset is S3's 404, not `index.html`.
 * It refers to nothing of the API, so the API may refer to the distribution (CORS origin).
 */
import { Annotations, Lazy, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import { API_STAGE_NAME, type StatefulSettings, type WebsiteSettings } from '../settings';
import type { ConsolePrerender } from './console-deployment';
import { createSecureBucket } from './secure-bucket';
import { securityHeadersBehavior } from './security-headers';

export interface WebsiteProps {
  stateful: StatefulSettings;
  website: WebsiteSettings;
  accessLogBucket: s3.IBucket;
  /**
   * Files at the root of the site served as they are (`index.html`, `config.json`, icons). Every
   * other path outside `/assets/` is a console route and gets `index.html`.
   */
  rootFiles: readonly string[];
  /** The build's prerendered pages and the hashes of their inline scripts (the CSP allows them). */
  prerender: ConsolePrerender;
}

/**
 * Where the console's origin answers with the API (the distribution's API behavior,
 * console-api-route.ts): the API's stage, whose name is the first segment of its paths.
 */
export const API_PATH_PREFIX = `/${API_STAGE_NAME}`;

/** Where the build puts its content-hashed files (Vite's `build.assetsDir`). */
export const ASSETS_PREFIX = 'assets/';

/**
 * The console's CSP. connect-src names exact hosts: the console itself, Cognito's regional
 * endpoint and whatever the stack adds with allowConnections (the documents bucket's
 * signed uploads); img-src adds what allowImages names (the documents bucket's signed previews).
 */
export function contentSecurityPolicy(
  connectSources: readonly string[],
  inlineScriptHashes: readonly string[] = [],
  imageSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageSources].join(' '),
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** CloudFront's limit on a function's code. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10_240;

/**
 * CloudFront Function (viewer request, default behavior): a console route with a prerendered
 * first paint gets its page; a root file is served as it is; any other path gets the page of the
 * first route pattern it matches (a route shell naming the route's chunks), or else index.html.
 * Code over CloudFront's size limit stops the synth instead of the deployment.
 */
export function spaRoutingCode(
  rootFiles: readonly string[],
  prerenderedPages: Readonly<Record<string, string>>,
  routePages: readonly (readonly [pattern: string, page: string])[] = [],
): string {
  const files = Object.fromEntries(rootFiles.map((file) => [`/${file}`, true]));
  const routes = routePages
    .map(([pattern, page]) => `[new RegExp(${JSON.stringify(pattern)}), ${JSON.stringify(page)}]`)
    .join(', ');
  const code = [
    `var FILES = ${JSON.stringify(files)};`,
    `var PAGES = ${JSON.stringify(prerenderedPages)};`,
    `var ROUTES = [${routes}];`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var page = PAGES[request.uri];',
    '  if (page) request.uri = page;',
    '  else if (!FILES[request.uri]) request.uri = routePage(request.uri);',
    '  return request;',
    '}',
    'function routePage(uri) {',
    '  for (var i = 0; i < ROUTES.length; i++) if (ROUTES[i][0].test(uri)) return ROUTES[i][1];',
    "  return '/index.html';",
    '}',
  ].join('\n');
  const bytes = Buffer.byteLength(code);
  if (bytes > CLOUDFRONT_FUNCTION_MAX_BYTES) {
    throw new Error(
      `The SPA routing function is ${bytes} bytes, over CloudFront's ${CLOUDFRONT_FUNCTION_MAX_BYTES}`,
    );
  }
  return code;
}

export class Website extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<domain>`: the console's origin, used for CORS and e-mail links. */
  readonly origin: string;
  private readonly connectSources: string[];
  private readonly imageSources: string[] = [];

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    const { domain } = props.website;
    if (domain) assertCertificateForCloudFront(domain.certificateArn);
    const stack = Stack.of(this);
    this.connectSources = [`https://cognito-idp.${stack.region}.${stack.urlSuffix}`];

    this.siteBucket = createSecureBucket(this, 'SiteBucket', {
      stateful: props.stateful,
      accessLogs: { bucket: props.accessLogBucket, prefix: 'site/' },
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the OrgConsole',
      securityHeadersBehavior: securityHeadersBehavior(
        Lazy.string({
          produce: () =>
            contentSecurityPolicy(
              this.connectSources,
              props.prerender.inlineScriptHashes,
              this.imageSources,
            ),
        }),
        cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      ),
    });

    // LIST lets S3 answer 404 (not 403) for a key that does not exist.
    const origin = S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment:
        'Console routes get their prerendered page, their route page or index.html; root files and assets are served as they are',
      code: cloudfront.FunctionCode.fromInline(
        spaRoutingCode(props.rootFiles, props.prerender.pages, props.prerender.routes),
      ),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const behavior = {
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'OrgConsole web console',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...behavior,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`/${ASSETS_PREFIX}*`]: {
          ...behavior,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        },
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain
        ? {
            domainNames: [domain.domainName],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: acm.Certificate.fromCertificateArn(
              this,
              'Certificate',
              domain.certificateArn,
            ),
          }
        : {}),
    });
    this.origin = `https://${domain?.domainName ?? this.distribution.distributionDomainName}`;
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'The default root object is index.html and the SPA function sends `/` to a file, so no request lists the bucket; LIST only turns a missing key into 404.',
    );

    acknowledge(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The console serves organisations without a fixed country list; access is controlled by Cognito sign-in, not geography.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves the static console and forwards /api/* to the API stage, whose regional WAF (managed rules, IP reputation, per-viewer rate limits, and in prod a refusal of anything without the edge secret) sees every such request with the viewer address. A CloudFront-scoped WAF would be a third web ACL (in us-east-1) that checks the same API requests twice and the static files, which carry no data: cost without a control the regional WAF lacks.',
      },
      ...(domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain CloudFront uses its default *.cloudfront.net certificate, whose security policy cannot be raised; minimumProtocolVersion TLSv1.2_2021 applies as soon as settings.website.domain is set. A retained environment without one is a deploy blocker (synth refuses it unless accepted by name).',
            },
          ]),
    ]);
  }

  /** Adds a `https://host` the console may call (the CSP's connect-src). */
  allowConnections(...sources: string[]): void {
    this.connectSources.push(...sources);
  }

  /** Adds a `https://host` the console may show images from (the CSP's img-src). */
  allowImages(...sources: string[]): void {
    this.imageSources.push(...sources);
  }
}

/** CloudFront takes certificates only from ACM in us-east-1: anything else fails the deploy late. */
export function assertCertificateForCloudFront(certificateArn: string): void {
  const region = /^arn:aws[\w-]*:acm:([a-z0-9-]+):\d{12}:certificate\/.+$/.exec(
    certificateArn,
  )?.[1];
  if (region !== 'us-east-1') {
    throw new Error(
      `website.domain.certificateArn must be an ACM certificate in us-east-1 (CloudFront's region), got ${certificateArn}`,
    );
  }
}
