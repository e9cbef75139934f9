/** One environment of the platform, composed from the domain constructs. */
import { Aws, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
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
import { Events } from './constructs/events';
import { Identity } from './constructs/identity';
import { Monitoring } from './constructs/monitoring';
import { Storage } from './constructs/storage';
import { Website } from './constructs/website';
import { API_PATH_PREFIX } from './constructs/website';
import type { EnvironmentSettings } from './settings';

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

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.settings = settings;

    this.data = new Data(this, 'Data', { stateful: settings.stateful });
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
    // The stack's id: unknown outside the account, and fixed for the stack's life.
    const edgeSecret = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    this.api = new Api(this, 'Api', {
      settings,
      userPool: this.identity.userPool,
      handlers: handlers.handlers,
      allowedOrigin: this.website.origin,
      ownsAccountResources: props.ownsAccountResources,
      edgeSecret,
    });
    // The console calls the API on its own origin (`/api/*`); the CSP's 'self' covers it.
    new ConsoleApiRoute(this, 'ConsoleApiRoute', {
      distribution: this.website.distribution,
      restApiId: this.api.restApi.restApiId,
      edgeSecret,
    });
    // Documents go to and come from their bucket through URLs the API signs (lambdas/document/
    // presign.ts: `https://{bucket}.s3.{region}.amazonaws.com/…`). The bucket's own name cannot be
    // named here: its CORS rule names the distribution's origin, and the distribution's CSP naming
    // the bucket would make a dependency cycle. So the CSP admits the region's S3 hosts; a request
    // there still needs a signature the API made for that one object.
    const documentsOrigin = `https://*.s3.${this.region}.${this.urlSuffix}`;
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
      functions: new Map([
        ['PreTokenGeneration', this.identity.preTokenGeneration.function],
        ['CustomMessage', this.identity.customMessage.function],
        ['PostConfirmation', this.identity.postConfirmation.function],
        ['PostAuthentication', this.identity.postAuthentication.function],
        ...[...handlers.handlers.values()].map((h) => [h.node.id, h.function] as const),
        ['DeletedUnitsPurge', purge.handler.function],
      ]),
      restApi: this.api.restApi,
      table: this.data.table,
      webAcl: this.api.firewall.webAcl,
    });

    new CfnOutput(this, 'ConsoleUrl', { value: this.website.origin });
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
}
