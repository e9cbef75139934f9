/** One environment of the platform, composed from the domain constructs. */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

import type { ConsoleConfig } from '../lambdas/domain/console-config';
import { acknowledgeCdkManagedResources } from './cdk-managed';
import { AccessLogs } from './constructs/access-logs';
import { Api } from './constructs/api';
import { ConsoleApiRoute } from './constructs/console-api-route';
import { ApiHandlers } from './constructs/api-handlers';
import {
  ConsoleDeployment,
  consolePrerender,
  consoleRootFiles,
} from './constructs/console-deployment';
import { Data } from './constructs/data';
import { DeletedUnitsPurge } from './constructs/deleted-units-purge';
import { EdgeSecret } from './constructs/edge-secret';
import { Events } from './constructs/events';
import { Identity } from './constructs/identity';
import { Monitoring } from './constructs/monitoring';
import { Storage } from './constructs/storage';
import { TableBackup } from './constructs/table-backup';
import { Website } from './constructs/website';
import { API_PATH_PREFIX } from './constructs/website';
import {
  ACCEPT_DEPLOY_BLOCKERS_CONTEXT,
  acceptedSettingsOf,
  annotateDeployBlockers,
  type DeployBlocker,
  deployBlockersOf,
} from './deploy-blockers';
import { API_STAGE_NAME, type EnvironmentSettings } from './settings';

export interface PlatformStackProps extends StackProps {
  settings: EnvironmentSettings;
  /** Folder with the built console (`frontend/dist`). */
  consoleAssetPath: string;
  /** Whether this stack creates the account-level resources (settings.ownsAccountResources). */
  ownsAccountResources: boolean;
}

export class PlatformStack extends Stack {
  readonly identity: Identity;
  readonly data: Data;
  readonly storage: Storage;
  readonly website: Website;
  readonly api: Api;
  readonly settings: EnvironmentSettings;
  /** What keeps this environment from a safe deploy (lib/deploy-blockers.ts): refused or accepted. */
  readonly deployBlockers: readonly DeployBlocker[];

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.settings = settings;
    this.deployBlockers = deployBlockersOf(
      settings,
      acceptedSettingsOf(this.node.tryGetContext(ACCEPT_DEPLOY_BLOCKERS_CONTEXT)),
    );
    annotateDeployBlockers(this, this.deployBlockers);
    if (!settings.account) {
      Annotations.of(this).addInfo(
        `${this.stackName}: settings name no account, so it deploys to the account of the credentials cdk runs with and creates that account's API Gateway logging role itself. Set account in lib/settings.ts to pin it.`,
      );
    }

    this.data = new Data(this, 'Data', { stateful: settings.stateful });
    const tableBackup = settings.stateful.tableBackup
      ? new TableBackup(this, 'TableBackup', { settings, table: this.data.table })
      : undefined;
    const events = new Events(this, 'Events');
    const accessLogs = new AccessLogs(this, 'AccessLogs', { stateful: settings.stateful });
    this.website = new Website(this, 'Website', {
      stateful: settings.stateful,
      website: settings.website,
      accessLogBucket: accessLogs.bucket,
      rootFiles: consoleRootFiles(props.consoleAssetPath),
      prerender: consolePrerender(props.consoleAssetPath),
    });
    this.storage = new Storage(this, 'Storage', {
      stateful: settings.stateful,
      accessLogBucket: accessLogs.bucket,
      consoleOrigin: this.website.origin,
    });
    this.identity = new Identity(this, 'Identity', {
      settings,
      table: this.data.table,
      consoleOrigin: this.website.origin,
    });
    const handlers = new ApiHandlers(this, 'Handlers', {
      settings,
      table: this.data.table,
      documentsBucket: this.storage.documentsBucket,
      configBucket: this.storage.configBucket,
      apiTopic: events.apiTopic,
      userPool: this.identity.userPool,
      allowedOrigin: this.website.origin,
    });
    const purge = new DeletedUnitsPurge(this, 'DeletedUnitsPurge', {
      settings,
      table: this.data.table,
      apiTopic: events.apiTopic,
    });
    const edgeSecret = new EdgeSecret(this, 'EdgeSecret', { api: settings.api });
    this.api = new Api(this, 'Api', {
      settings,
      userPool: this.identity.userPool,
      handlers: handlers.handlers,
      allowedOrigin: this.website.origin,
      ownsAccountResources: props.ownsAccountResources,
      edgeSecrets: edgeSecret.accepted,
    });
    // The console calls the API on its own origin (`/api/*`); the CSP's 'self' covers it.
    new ConsoleApiRoute(this, 'ConsoleApiRoute', {
      distribution: this.website.distribution,
      restApiId: this.api.restApi.restApiId,
      edgeSecret: edgeSecret.sent,
    });
    const documentsOrigin = this.documentsOrigin(settings);
    this.website.allowConnections(documentsOrigin);
    this.website.allowImages(documentsOrigin);

    const consoleConfig: ConsoleConfig = {
      environment: settings.name,
      apiUrl: `${this.website.origin}${API_PATH_PREFIX}`,
      region: this.region,
      userPoolId: this.identity.userPool.userPoolId,
      userPoolClientId: this.identity.userPoolClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
    };
    new ConsoleDeployment(this, 'Console', {
      settings,
      consoleAssetPath: props.consoleAssetPath,
      siteBucket: this.website.siteBucket,
      config: consoleConfig,
    });

    new Monitoring(this, 'Monitoring', {
      settings,
      functions: new Map<string, lambda.Function>([
        ['PreTokenGeneration', this.identity.preTokenGeneration.function],
        ['CustomMessage', this.identity.customMessage.function],
        ['PostConfirmation', this.identity.postConfirmation.function],
        ['PostAuthentication', this.identity.postAuthentication.function],
        ...[...handlers.handlers.values()].map((h) => [h.node.id, h.function] as const),
        ['DeletedUnitsPurge', purge.handler.function],
      ]),
      restApi: this.api.restApi,
      apiStage: API_STAGE_NAME,
      apiAccessLogs: this.api.accessLogs,
      table: this.data.table,
      webAcls: new Map([
        ['Waf', this.api.firewall.webAcl],
        ['UserPoolWaf', this.identity.firewall.webAcl],
      ]),
      purge: { function: purge.handler.function, failures: purge.failures },
      ownsAccountResources: props.ownsAccountResources,
      backupVaultName: tableBackup?.vault.backupVaultName,
    });

    new CfnOutput(this, 'ConsoleUrl', { value: this.website.origin });
    // Where the custom domain's DNS record (CNAME, or a Route 53 alias) points.
    new CfnOutput(this, 'ConsoleDistributionDomain', {
      value: this.website.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', {
      value: this.identity.userPoolClient.userPoolClientId,
    });
    // Read by the first-run bootstrap (`npm run bootstrap`), which writes the environment's data.
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'ConfigBucketName', { value: this.storage.configBucket.bucketName });

    acknowledgeCdkManagedResources(this);
  }

  /**
   * Documents go to and come from their bucket through URLs the API signs (lambdas/document/
   * presign.ts: `https://{bucket}.s3.{region}.amazonaws.com/…`), so the CSP must admit the
   * bucket's host. With a custom domain the bucket's CORS rule names a literal origin and the CSP
   * names the bucket itself. On *.cloudfront.net the CORS rule names the distribution, and the
   * distribution's CSP naming the bucket would be a dependency cycle: the CSP admits the region's
   * S3 hosts, where a request still needs a signature the API made for that one object.
   */
  private documentsOrigin(settings: EnvironmentSettings): string {
    if (settings.website.domain) {
      return `https://${this.storage.documentsBucket.bucketRegionalDomainName}`;
    }
    return `https://*.s3.${this.region}.${this.urlSuffix}`;
  }
}
