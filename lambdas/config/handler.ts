/** The config Lambda: configs in force, deployed artifacts, saves, versions and locks of a unit. */
import { createResourceHandler } from '../shared/router';
import { activateConfigOperation } from './activate-config';
import { lockConfigKeyOperation, unlockConfigKeyOperation } from './config-locks';
import { configPreviewOperation } from './config-preview';
import { configVersionGetOperation } from './config-version-get';
import { configVersionsListOperation } from './config-versions-list';
import { inheritKeyOperation } from './inherit-key';
import { listConfigsOperation } from './list-configs';
import { rollbackConfigOperation } from './rollback-config';
import { saveConfigOperation } from './save-config';

export const handler = createResourceHandler('config', {
  'GET /config': listConfigsOperation,
  'PUT /config/{identifier}': activateConfigOperation,
  'POST /config/{identifier}': saveConfigOperation,
  'GET /config/{identifier}/versions': configVersionsListOperation,
  'GET /config/{identifier}/versions/{number}': configVersionGetOperation,
  'POST /config/{identifier}/versions/{number}/rollback': rollbackConfigOperation,
  'GET /config/{identifier}/preview': configPreviewOperation,
  'DELETE /config/{identifier}/keys/{key}': inheritKeyOperation,
  'PUT /config/{identifier}/locks/{key}': lockConfigKeyOperation,
  'DELETE /config/{identifier}/locks/{key}': unlockConfigKeyOperation,
});
