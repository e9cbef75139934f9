/**
 * The secret only the console's distribution sends to the API (console-api-route.ts) and the API's
 * firewall looks for (api-firewall.ts). It lives in Secrets Manager, generated at the first deploy;
 * both the distribution and the WAF read it through CloudFormation dynamic references, resolved
 * at deploy time, so the template never holds the value.
 *
 * Rotating it is a new secret value and a deploy that names the new version (settings
 * `api.edgeSecretVersions`): the distribution then sends the new value, and the WAF accepts the
 * previous one as well until a later deploy drops it, so no request is refused while CloudFront
 * rolls the change out to its edges. A scheduled rotation function could change the value but
 * not redeploy, so there is none (docs/deploying.md, "Rotating the edge secret").
 */
import { SecretValue } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { ApiSettings } from '../settings';

const ROTATION_IS_A_DEPLOY =
  'The value is read at deploy time by the CloudFront origin header and the API WAF rule (dynamic references); rotating it is put-secret-value plus a deploy naming the new version (api.edgeSecretVersions), during which the WAF accepts the previous version too. A rotation schedule cannot redeploy, so it would break the API route.';

export class EdgeSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  /** What the distribution sends. */
  readonly sent: string;
  /** What the firewall accepts: the value sent and, during a rotation, the previous one. */
  readonly accepted: readonly string[];

  constructor(scope: Construct, id: string, props: { api: ApiSettings }) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Sent by the console distribution to the API; the API WAF checks it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    const versions = props.api.edgeSecretVersions;
    const valueOf = (versionId?: string) =>
      SecretValue.secretsManager(this.secret.secretArn, versionId ? { versionId } : {})
        // A header value and a WAF match string can only be written as plain text.
        .unsafeUnwrap();
    this.sent = valueOf(versions?.current);
    this.accepted = [this.sent, ...(versions?.previous ? [valueOf(versions.previous)] : [])];

    acknowledge(this.secret, [
      { id: 'AwsSolutions-SMG4', reason: ROTATION_IS_A_DEPLOY },
      { id: 'NIST.800.53.R5-SecretsManagerRotationEnabled', reason: ROTATION_IS_A_DEPLOY },
      {
        id: 'NIST.800.53.R5-SecretsManagerUsingKMSKey',
        reason:
          'Encrypted with the AWS-managed Secrets Manager key; the value also sits in the distribution and WAF configuration, readable by whoever may read those, so a customer-managed key would add no control.',
      },
    ]);
  }
}
