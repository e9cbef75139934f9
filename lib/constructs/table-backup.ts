/**
 * AWS Backup of the table (settings.stateful.tableBackup): a daily backup kept 35 days in a vault
 * of the environment, besides the table's own point-in-time recovery. Backups are copies AWS Backup
 * manages apart from the table, so they outlive a table deleted by mistake or by its stack. The
 * vault is retained with the table; its name ends with this stack's id, so a stack created again
 * gets a vault of its own.
 */
import { Aws, Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { acknowledge } from '../nag';
import type { EnvironmentSettings } from '../settings';

export class TableBackup extends Construct {
  readonly vault: backup.BackupVault;
  readonly plan: backup.BackupPlan;

  constructor(
    scope: Construct,
    id: string,
    props: { settings: EnvironmentSettings; table: dynamodb.ITable },
  ) {
    super(scope, id);
    // Vault names allow 50 characters: the stack id's last group (12 hex digits) is enough.
    const stackIdTail = Fn.select(4, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID))));
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: `${props.settings.stackName}-table-${stackIdTail}`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `${props.settings.stackName}-table`,
      backupVault: this.vault,
      // Once a day, each backup kept 35 days.
      backupPlanRules: [backup.BackupPlanRule.daily()],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(props.table)],
    });

    acknowledge(
      selection,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'The role AWS Backup assumes to back up the table; AWSBackupServiceRolePolicyForBackup is the policy AWS documents for it and CDK attaches it.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup',
          ],
        },
      ],
      true,
    );
  }
}
