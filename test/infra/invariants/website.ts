/** The console's hosting: what CloudFront caches, what it rewrites, and what the CSP allows. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';

import { EDGE_HEADER, VIEWER_ADDRESS_HEADER } from '../../../lib/constructs/console-api-route';
import {
  CONSOLE_CONFIG_KEY,
  IMMUTABLE,
  NO_CACHE,
} from '../../../lib/constructs/console-deployment';
import { type BuiltEnvironment, FIXTURE_CONSOLE, resourcesOf } from '../platform-fixture';

interface Behavior {
  PathPattern?: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy?: string;
  TargetOriginId?: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginPath?: string;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  CustomOriginConfig?: { OriginProtocolPolicy: string; OriginSSLProtocols: string[] };
}

interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors?: Behavior[];
  CustomErrorResponses?: unknown[];
  DefaultRootObject: string;
  Origins: Origin[];
}

/** The managed policies' ids, as CDK renders them. */
const CACHING_DISABLED = (CachePolicy.CACHING_DISABLED as unknown as { cachePolicyId: string })
  .cachePolicyId;
const CACHING_OPTIMIZED = (CachePolicy.CACHING_OPTIMIZED as unknown as { cachePolicyId: string })
  .cachePolicyId;
const ALL_VIEWER_EXCEPT_HOST_HEADER = (
  OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER as unknown as { originRequestPolicyId: string }
).originRequestPolicyId;

interface ViewerRequest {
  uri: string;
  headers?: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's code on a viewer request, as CloudFront would. */
function runViewerRequest(code: string, request: ViewerRequest, viewerIp = '198.51.100.1') {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: ViewerRequest;
    viewer: { ip: string };
  }) => ViewerRequest;
  return handler({ request, viewer: { ip: viewerIp } });
}

/** The URI the SPA routing function sends a path to. */
function route(code: string, uri: string): string {
  return runViewerRequest(code, { uri }).uri;
}

export function describeWebsite({ stack, template }: BuiltEnvironment): void {
  const headerPolicies = Object.entries(
    resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'),
  );
  const headersOf = (idPrefix: string) =>
    (
      headerPolicies.find(([id]) => id.startsWith(idPrefix))?.[1].Properties as {
        ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, unknown> };
      }
    ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  const config = (distribution?.Properties as { DistributionConfig: DistributionConfig })
    .DistributionConfig;
  const deployments = Object.entries(resourcesOf(template, 'Custom::CDKBucketDeployment'));

  const functions = Object.entries(resourcesOf(template, 'AWS::CloudFront::Function'));
  const functionCode = (idPrefix: string) =>
    functions.find(([id]) => id.startsWith(idPrefix))?.[1].Properties?.FunctionCode as string;

  test('index.html, config.json and console routes are never cached; hashed assets are', () => {
    expect(config.DefaultCacheBehavior.CachePolicyId).toBe(CACHING_DISABLED);
    expect(config.CacheBehaviors).toEqual([
      expect.objectContaining({ PathPattern: '/assets/*', CachePolicyId: CACHING_OPTIMIZED }),
      expect.objectContaining({ PathPattern: '/api/*', CachePolicyId: CACHING_DISABLED }),
    ]);
    expect(config.CacheBehaviors?.[0]?.FunctionAssociations).toBeUndefined();
  });

  test('/api/* is the API stage on the console’s origin: uncached, every method, the token forwarded', () => {
    const behavior = config.CacheBehaviors?.find((b) => b.PathPattern === '/api/*');
    expect(behavior).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      // Forwards Authorization (allowed with caching off) and every header but Host.
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    expect(behavior?.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    // The stage is the path's first segment, so no origin path: /api/orgunit → stage api.
    expect(origin?.OriginPath).toBeUndefined();
    expect(JSON.stringify(origin?.DomainName)).toMatch(
      /\{"Ref":"ApiRestApi[0-9A-F]{8}"\},".execute-api.ap-south-1."/,
    );
    expect(origin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    // Only the distribution sends the edge header: the secret, resolved at deploy time.
    expect(origin?.OriginCustomHeaders).toEqual([
      { HeaderName: EDGE_HEADER, HeaderValue: expect.anything() },
    ]);
    expect(JSON.stringify(origin?.OriginCustomHeaders)).toContain('{{resolve:secretsmanager:');
  });

  test('the API’s answers carry security headers of their own: nothing may run, frame or sniff them', () => {
    const behavior = config.CacheBehaviors?.find((b) => b.PathPattern === '/api/*') as Behavior & {
      ResponseHeadersPolicyId?: { Ref: string };
    };
    expect(behavior.ResponseHeadersPolicyId?.Ref).toMatch(/^ConsoleApiRouteSecurityHeaders/);
    expect(headersOf('ConsoleApiRouteSecurityHeaders')).toMatchObject({
      ContentSecurityPolicy: {
        ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      StrictTransportSecurity: expect.objectContaining({ IncludeSubdomains: true }),
      XSSProtection: { Protection: false, Override: true },
    });
  });

  test('X-XSS-Protection is 0 (OWASP): the CSP guards the console, not a browser XSS auditor', () => {
    expect(headersOf('WebsiteSecurityHeaders').XSSProtection).toEqual({
      Protection: false,
      Override: true,
    });
  });

  test('TLSv1.2_2021 at least wherever a custom domain allows choosing (else a deploy blocker)', () => {
    const viewer = (distribution?.Properties as { DistributionConfig: Record<string, unknown> })
      .DistributionConfig.ViewerCertificate as { MinimumProtocolVersion?: string } | undefined;
    if (stack.settings.website.domain) {
      expect(viewer?.MinimumProtocolVersion).toBe('TLSv1.2_2021');
    } else {
      expect(viewer).toBeUndefined();
    }
  });

  test('the API behavior’s function writes the viewer’s address over whatever the viewer sent', () => {
    const code = functionCode('ConsoleApiRouteRouting');
    const routed = runViewerRequest(
      code,
      {
        uri: '/api/orgunit/ou-root',
        headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.9.8.7' }, authorization: { value: 't' } },
      },
      '203.0.113.5',
    );
    expect(routed.uri).toBe('/api/orgunit/ou-root');
    expect(routed.headers?.[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.5' });
    expect(routed.headers?.authorization).toEqual({ value: 't' });
  });

  test('a missing /assets/ file is a 404: no error page rewrites, and S3 may answer 404', () => {
    // Distribution-wide error responses would turn every 403/404 into index.html with 200.
    expect(config.CustomErrorResponses).toBeUndefined();
    const cloudFrontReads = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'))
      .flatMap(
        (policy) =>
          (policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      )
      .filter((statement) => JSON.stringify(statement.Principal).includes('cloudfront'));
    expect(cloudFrontReads).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: ['s3:GetObject', 's3:ListBucket'] }),
    ]);
    // Only this distribution (origin access control), not CloudFront at large.
    expect(JSON.stringify(cloudFrontReads[0]?.Condition)).toMatch(/WebsiteDistribution/);
  });

  test('console routes get their prerendered page, their route shell or index.html; root files are served as they are', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    const code = functionCode('WebsiteSpaRouting');
    expect(route(code, '/')).toBe('/index.html');
    expect(route(code, '/ou-root/orgunits')).toBe('/index.html');
    expect(route(code, '/ou-root/orguser/admin@example.com')).toBe('/index.html');
    // The fixture build has one route shell, for the users page (prerendered/pages.json).
    expect(route(code, '/ou-root/orgusers')).toBe('/prerendered/route-orgusers.html');
    expect(route(code, '/ou-sales/orgusers/')).toBe('/prerendered/route-orgusers.html');
    expect(route(code, '/help/orgusers')).toBe('/index.html');
    expect(route(code, '/ou-root/orgusers/x')).toBe('/index.html');
    expect(route(code, `/${CONSOLE_CONFIG_KEY}`)).toBe(`/${CONSOLE_CONFIG_KEY}`);
    expect(route(code, '/index.html')).toBe('/index.html');
    // The fixture build prerenders /login only (prerendered/pages.json).
    expect(route(code, '/login')).toBe('/prerendered/login.html');
    expect(route(code, '/login/')).toBe('/index.html');
    expect(route(code, '/ou-root/login')).toBe('/index.html');
  });

  test('assets are uploaded first, immutable and never pruned; then the root files, no-cache', () => {
    expect(deployments).toHaveLength(2);
    const byPrefix = (prefix: string | undefined) =>
      deployments.find(([, d]) => d.Properties?.DestinationBucketKeyPrefix === prefix);
    const assets = byPrefix('assets/');
    const root = byPrefix(undefined);
    expect(assets?.[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': IMMUTABLE },
    });
    expect(root?.[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': NO_CACHE },
    });
    expect(root?.[1].DependsOn).toEqual(expect.arrayContaining([assets?.[0]]));
    // No invalidation: nothing CloudFront caches ever changes under the same name.
    for (const [, deployment] of deployments) {
      expect(deployment.Properties?.DistributionPaths).toBeUndefined();
    }
  });

  test('the CSP names the Cognito host of this region, never *.amazonaws.com; the API is self', () => {
    const csp = JSON.stringify(headersOf('WebsiteSecurityHeaders'));
    expect(csp).not.toContain('*.amazonaws.com');
    expect(csp).toContain('https://cognito-idp.ap-south-1.');
    expect(csp).not.toContain('execute-api');
  });

  test("scripts: the site's own files and only the prerendered pages' inline script, by hash", () => {
    const csp = JSON.stringify(headersOf('WebsiteSecurityHeaders'));
    const listing = JSON.parse(
      readFileSync(path.join(FIXTURE_CONSOLE, 'prerendered/pages.json'), 'utf8'),
    ) as { inlineScriptHashes: string[] };
    const page = readFileSync(path.join(FIXTURE_CONSOLE, 'prerendered/login.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(listing.inlineScriptHashes).toEqual([hash]);
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).not.toContain("unsafe-inline'; script");
  });
}
