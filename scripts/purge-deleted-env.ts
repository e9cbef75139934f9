/**
 * The local platform's environment for scripts/purge-deleted.ts, as local/platform.ts gives the
 * handlers. Imported first, so the handler modules' clients see it when they load.
 */
import { HANDLER_ENV } from '../lambdas/domain/data-keys';
import { LOCAL_CREDENTIALS, LOCAL_RESOURCES, loadLocalSettings, localUrl } from '../local/settings';
import { SNS_PATH_PREFIX } from '../local/sns';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const settings = loadLocalSettings();
Object.assign(process.env, {
  [HANDLER_ENV.tableName]: process.env[HANDLER_ENV.tableName] ?? LOCAL_RESOURCES.tableName,
  [HANDLER_ENV.apiTopicArn]: LOCAL_RESOURCES.apiTopicArn,
  AWS_REGION: settings.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: localUrl(settings, 'dynamodb'),
  AWS_ENDPOINT_URL_SNS: `${localUrl(settings, 'gateway')}${SNS_PATH_PREFIX}`,
});
