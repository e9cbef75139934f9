/**
 * The account-level setting every API Gateway stage that writes logs relies on: the role API
 * Gateway assumes to write CloudWatch Logs. An account has one such setting per region, so only
 * the environment that owns the account's resources creates it (settings.ownsAccountResources);
 * the others in the same account use it. Both the role and the setting are retained: deleting that
 * environment must not take logging away from the others. The role's name is generated, so a
 * redeploy after a deletion creates a fresh one instead of failing on a name that exists.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';

export class ApiGatewayAccount extends Construct {
  readonly setting: apigateway.CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new iam.Role(this, 'CloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Account-level role API Gateway assumes to write execution and access logs',
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName(
          'service-role/AmazonAPIGatewayPushToCloudWatchLogs',
        ),
      ],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.setting = new apigateway.CfnAccount(this, 'Setting', { cloudWatchRoleArn: role.roleArn });
    this.setting.applyRemovalPolicy(RemovalPolicy.RETAIN);

    acknowledge(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          'Account-level role API Gateway assumes to write execution logs; AmazonAPIGatewayPushToCloudWatchLogs is the policy AWS documents for it and it grants logs actions only.',
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
        ],
      },
    ]);
  }
}
