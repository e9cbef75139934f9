/**
 * POST /config/{identifier}/versions/{number}/rollback: the exact content of an earlier version
 * becomes the unit's own config again, as a new version (history is never rewritten). It passes
 * the same checks as any activation: the locks and the schemas may have changed since.
 */
import { diffConfigs } from '../domain/config-diff';
import { configInForce } from '../shared/config-in-force';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { RouteOperation } from '../shared/operation';
import { readConfigVersion } from '../shared/repositories/config-versions';
import { changeWords } from './change-words';
import { commitActivation } from './commit-activation';
import { actingUnitOf, identifierOf } from './config-request';
import { CONFIG_AUDIT, CONFIG_MESSAGES } from './messages';
import { checkOwnConfig } from './own-config-check';

type RollbackOperation = RouteOperation<'POST /config/{identifier}/versions/{number}/rollback'>;

export const rollbackConfigOperation: RollbackOperation = {
  run: async (input) => {
    const identifier = identifierOf(input);
    const number = Number(input.pathParameters.number);
    const { body } = input;
    const unit = actingUnitOf(input);
    const [state, restored] = await Promise.all([
      configInForce(unit, identifier),
      readConfigVersion(unit.id, identifier, number),
    ]);
    if (!restored) throw new NotFoundError(CONFIG_MESSAGES.versionNotFound(number));
    if (!state.own || state.own.version !== body.version) {
      throw new ConflictError(CONFIG_MESSAGES.activeChanged);
    }
    const { after } = checkOwnConfig(state, restored.config);
    const words = changeWords(diffConfigs(state.inForce.config, after.config));
    return commitActivation(
      input,
      {
        ouid: unit.id,
        identifier,
        // The version's content as it was stored (it passed the checks above), byte for byte.
        own: restored.config as Record<string, unknown>,
        kind: 'rolledBack',
        current: state.own,
        restoredFrom: number,
        ...(restored.key !== undefined && restored.eTag !== undefined
          ? { restoredArtifact: { key: restored.key, eTag: restored.eTag } }
          : {}),
        ...(body.note ? { note: body.note } : {}),
        actor: input.username,
        at: new Date().toISOString(),
      },
      {
        action: 'update',
        event: 'rolledBack',
        summary: (version) =>
          CONFIG_AUDIT.rolledBack(identifier, number, state.unit.name, version, words),
      },
    );
  },
};
