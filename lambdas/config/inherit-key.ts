/**
 * DELETE /config/{identifier}/keys/{key}: the unit stops setting a key of its own config, so the
 * value from above is in force again; a new version (kind `inherited`) without the key.
 */
import { diffConfigs } from '../domain/config-diff';
import { configKeysOf } from '../domain/config-schema';
import { configInForce, type UnitConfigState } from '../shared/config-in-force';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import type { RouteOperation } from '../shared/operation';
import { changeWords } from './change-words';
import { commitActivation } from './commit-activation';
import { actingUnitOf, identifierOf } from './config-request';
import { CONFIG_AUDIT, CONFIG_MESSAGES } from './messages';
import { checkOwnConfig } from './own-config-check';

/** The unit's own config without `key`; 400 for a key the identifier lacks, 404 when not set. */
export function ownWithoutKey(state: UnitConfigState, key: string): Record<string, unknown> {
  if (!configKeysOf(state.identifier).includes(key)) {
    throw new BadRequestError(CONFIG_MESSAGES.notAConfigKey(key, state.identifier));
  }
  const own = state.own?.config;
  if (typeof own !== 'object' || own === null || !(key in own)) {
    throw new NotFoundError(CONFIG_MESSAGES.noOwnKey(key));
  }
  const { [key]: _returned, ...rest } = own as Record<string, unknown>;
  return rest;
}

export const inheritKeyOperation: RouteOperation<'DELETE /config/{identifier}/keys/{key}'> = {
  run: async (input) => {
    const identifier = identifierOf(input);
    const key = input.pathParameters.key ?? '';
    const { body } = input;
    const unit = actingUnitOf(input);
    const state = await configInForce(unit, identifier);
    const remaining = ownWithoutKey(state, key);
    if (!state.own || state.own.version !== body.version) {
      throw new ConflictError(CONFIG_MESSAGES.activeChanged);
    }
    const { own, after } = checkOwnConfig(state, remaining);
    const words = changeWords(diffConfigs(state.inForce.config, after.config));
    return commitActivation(
      input,
      {
        ouid: unit.id,
        identifier,
        own,
        kind: 'inherited',
        current: state.own,
        ...(body.note ? { note: body.note } : {}),
        actor: input.username,
        at: new Date().toISOString(),
      },
      {
        action: 'update',
        event: 'activated',
        summary: (version) =>
          CONFIG_AUDIT.inherited(key, identifier, state.unit.name, version, words),
      },
    );
  },
};
