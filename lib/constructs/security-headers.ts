/** The security headers CloudFront adds to every answer: the console's and the API's. */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

export function securityHeadersBehavior(
  contentSecurityPolicy: string,
  referrerPolicy: cloudfront.HeadersReferrerPolicy,
): cloudfront.ResponseSecurityHeadersBehavior {
  return {
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.days(365),
      includeSubdomains: true,
      preload: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy, override: true },
    // OWASP: the browsers' XSS auditors are gone, and where one remains it can be abused to
    // suppress scripts selectively; `0` turns it off. The CSP does the job.
    xssProtection: { protection: false, override: true },
  };
}
