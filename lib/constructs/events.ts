/** The platform's API topic: mutations flagged publishToApiTopic publish here. */
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export class Events extends Construct {
  readonly apiTopic: sns.Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.apiTopic = new sns.Topic(this, 'ApiTopic', {
      displayName: 'OrgConsole API events',
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
  }
}
