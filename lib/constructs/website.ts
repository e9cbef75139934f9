/**
 * The console's hosting: a private bucket read by CloudFront through origin access control,
 * security headers, TLS 1.2+ (with a custom domain), SPA rewrites and access logs.
 * It refers to nothing of the API, so the API may refer to the distribution (CORS origin).
 */
import { Duration } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { StatefulSettings, WebsiteSettings } from '../settings';
import { createSecureBucket } from './secure-bucket';

export interface WebsiteProps {
  stateful: StatefulSettings;
  website: WebsiteSettings;
  accessLogBucket: s3.IBucket;
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.amazonaws.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.amazonaws.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export class Website extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<domain>`: the console's origin, used for CORS and e-mail links. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    const { domain } = props.website;

    this.siteBucket = createSecureBucket(this, 'SiteBucket', {
      stateful: props.stateful,
      accessLogs: { bucket: props.accessLogBucket, prefix: 'site/' },
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the OrgConsole',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    const spaRewrite = (httpStatus: number): cloudfront.ErrorResponse => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(0),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'OrgConsole web console',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
      },
      errorResponses: [spaRewrite(403), spaRewrite(404)],
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

    acknowledge(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The console serves organisations without a fixed country list; access is controlled by Cognito sign-in, not geography.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves only static console files; the API that handles data has its own regional WAF. A CloudFront WAF would need a us-east-1 stack.',
      },
      ...(domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain CloudFront uses its default *.cloudfront.net certificate, whose security policy cannot be raised; minimumProtocolVersion TLSv1.2_2021 applies as soon as settings.website.domain is set.',
            },
          ]),
    ]);
  }
}
