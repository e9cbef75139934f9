/** The config Lambda: active configs of a unit and activating its deployed artifacts. */
import { createResourceHandler } from '../shared/router';
import { activateConfigOperation } from './activate-config';
import { listConfigsOperation } from './list-configs';

export const handler = createResourceHandler('config', {
  'GET /config': listConfigsOperation,
  'PUT /config/{identifier}': activateConfigOperation,
});
