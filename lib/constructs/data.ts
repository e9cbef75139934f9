/** The platform's single DynamoDB table and its GSIs, keyed as lambdas/domain/data-keys.ts says. */
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { INDEXES, TABLE_KEYS } from '../../lambdas/domain/data-keys';
import { TABLE_TIME_TO_LIVE_ATTRIBUTE } from '../../lambdas/shared/table-definition';
import { acknowledge } from '../nag';
import type { StatefulSettings } from '../settings';

export interface DataProps {
  stateful: StatefulSettings;
}

export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { stateful } = props;
    const string = dynamodb.AttributeType.STRING;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partition, type: string },
      sortKey: { name: TABLE_KEYS.sort, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_TIME_TO_LIVE_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: stateful.pointInTimeRecovery,
      },
      deletionProtection: stateful.deletionProtection,
      removalPolicy: stateful.removalPolicy,
    });
    for (const index of Object.values(INDEXES)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partition, type: string },
        sortKey: { name: index.sort, type: string },
      });
    }

    if (!stateful.tableBackup) {
      acknowledge(this.table, [
        {
          id: 'NIST.800.53.R5-DynamoDBInBackupPlan',
          reason:
            'Point-in-time recovery (35 days of continuous backups) is enabled on the table; this environment’s data is not retained (settings.stateful.tableBackup off). Retained environments add a daily AWS Backup plan (table-backup.ts).',
        },
      ]);
    }
  }
}
