/**
 * GET /config/{identifier}/preview: what an activation would change, before it is made. Exactly
 * one source: a deployed artifact (`?key=&ETag=`), an earlier version (`?version=`) or a key
 * returned to inherited (`?withoutKey=`). Invalid content is a 400 naming the fields; a key
 * locked above is reported (the activation itself would be refused), not thrown.
 */
import { diffConfigs } from '../domain/config-diff';
import { lockViolation } from '../domain/config-merge';
import { previewQuerySchema } from '../domain/schemas/config-versions';
import { configInForce } from '../shared/config-in-force';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { readConfigVersion } from '../shared/repositories/config-versions';
import { parseQuery } from '../shared/request-query';
import type { UnitPlacement } from '../domain/units';
import { checkKey } from './activate-config';
import { actingUnitOf, identifierOf } from './config-request';
import { readDeployedArtifact } from './deployed-artifact';
import { ownWithoutKey } from './inherit-key';
import { CONFIG_MESSAGES } from './messages';
import { mergedWithOwn, parseOwnConfig } from './own-config-check';

type Source =
  | { kind: 'artifact'; key: string; eTag: string }
  | { kind: 'version'; number: number }
  | { kind: 'withoutKey'; key: string };

function sourceOf(query: Readonly<Record<string, string | undefined>>): Source {
  const { key, ETag, version, withoutKey } = parseQuery(query, previewQuerySchema);
  const artifact = key !== undefined || ETag !== undefined;
  const given = [artifact, version !== undefined, withoutKey !== undefined].filter(Boolean);
  if (given.length !== 1) throw new BadRequestError(CONFIG_MESSAGES.previewChooseOne);
  if (artifact) {
    if (key === undefined || ETag === undefined) {
      throw new BadRequestError(CONFIG_MESSAGES.previewNeedsBoth);
    }
    return { kind: 'artifact', key, eTag: ETag };
  }
  if (version !== undefined) return { kind: 'version', number: Number(version) };
  return { kind: 'withoutKey', key: withoutKey ?? '' };
}

/** The content of an artifact or a version (read beside the config in force); of withoutKey, none. */
async function readContent(source: Source, unit: UnitPlacement, identifier: string) {
  if (source.kind === 'artifact') {
    return (await readDeployedArtifact(source.key, source.eTag)).config;
  }
  if (source.kind === 'version') {
    const record = await readConfigVersion(unit.id, identifier, source.number);
    if (!record) throw new NotFoundError(CONFIG_MESSAGES.versionNotFound(source.number));
    return record.config;
  }
  return undefined;
}

export const configPreviewOperation: Operation = {
  run: async (input) => {
    const identifier = identifierOf(input);
    const source = sourceOf(input.query);
    const unit = actingUnitOf(input);
    if (source.kind === 'artifact') checkKey(source.key, identifier, unit.id);
    const [state, read] = await Promise.all([
      configInForce(unit, identifier),
      readContent(source, unit, identifier),
    ]);
    const content = source.kind === 'withoutKey' ? ownWithoutKey(state, source.key) : read;
    const invalid =
      source.kind === 'artifact' ? CONFIG_MESSAGES.artifactInvalid : CONFIG_MESSAGES.configInvalid;
    const own = parseOwnConfig(identifier, content, invalid);
    const locked = lockViolation(own, state.inForce.lockedAbove);
    const after = mergedWithOwn(state, own, invalid);
    const currentVersion = state.own?.version ?? 0;
    return ok({
      data: {
        identifier,
        unit: state.unit,
        currentVersion,
        nextVersion: currentVersion + 1,
        before: state.inForce.config,
        after: after.config,
        changes: diffConfigs(state.inForce.config, after.config),
        ...(locked ? { lockViolation: locked } : {}),
      },
    });
  },
};
