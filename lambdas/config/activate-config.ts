/**
 * PUT /config/{identifier}?createArtifact=true | ?updateArtifact=true: makes a deployed object of
 * the acting unit its own config in force, as a new version. The object may set any subset of the
 * identifier's keys (the rest is inherited); it must not override a key locked above, and the
 * merge must satisfy the full schema (own-config-check.ts). Create succeeds once; update is
 * conditional on the version the caller saw.
 */
import { diffConfigs } from '../domain/config-diff';
import { type ActivateConfigBody, activateConfigQuerySchema } from '../domain/schemas/config';
import { configInForce } from '../shared/config-in-force';
import { BadRequestError, ConflictError, ForbiddenError } from '../shared/errors';
import { headerValue } from '../shared/http-event';
import type { AuthorizedInput, RouteOperation } from '../shared/operation';
import { parseQuery } from '../shared/request-query';
import { changeWords } from './change-words';
import { commitActivation } from './commit-activation';
import { actingUnitOf, identifierOf } from './config-request';
import { readDeployedArtifact } from './deployed-artifact';
import { CONFIG_AUDIT, CONFIG_MESSAGES } from './messages';
import { checkOwnConfig } from './own-config-check';

type Mode = 'create' | 'update';

function modeOf(query: AuthorizedInput['query']): Mode {
  const { createArtifact, updateArtifact } = parseQuery(query, activateConfigQuerySchema);
  const create = createArtifact === 'true';
  const update = updateArtifact === 'true';
  if (create === update) throw new BadRequestError(CONFIG_MESSAGES.chooseOneAction);
  return create ? 'create' : 'update';
}

/** The key must name `{identifier}.json` inside the acting unit's own prefix of the bucket. */
export function checkKey(key: string, identifier: string, ouid: string): void {
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new BadRequestError(CONFIG_MESSAGES.badKey);
  }
  if (segments.at(-1) !== `${identifier}.json`) {
    throw new BadRequestError(CONFIG_MESSAGES.keyNotForIdentifier(identifier));
  }
  // Another unit's artifact is refused like any other target outside the caller's reach.
  if (segments.length < 2 || segments[0] !== ouid) throw new ForbiddenError();
}

function expectedVersion(body: ActivateConfigBody, input: AuthorizedInput): number {
  if (body.version !== undefined) return body.version;
  const header = headerValue(input.event, 'if-match')?.replace(/^"|"$/g, '');
  if (header && /^[1-9][0-9]{0,8}$/.test(header)) return Number(header);
  throw new BadRequestError(CONFIG_MESSAGES.versionRequired);
}

export const activateConfigOperation: RouteOperation<'PUT /config/{identifier}'> = {
  run: async (input) => {
    const mode = modeOf(input.query);
    const identifier = identifierOf(input);
    const { body } = input;
    if (body.identifier !== identifier)
      throw new BadRequestError(CONFIG_MESSAGES.identifierMismatch);
    const unit = actingUnitOf(input);
    checkKey(body.key, identifier, unit.id);
    const expected = mode === 'update' ? expectedVersion(body, input) : undefined;

    const [state, artifact] = await Promise.all([
      configInForce(unit, identifier),
      readDeployedArtifact(body.key, body.ETag),
    ]);
    if (mode === 'create' && state.own) throw new ConflictError(CONFIG_MESSAGES.alreadyActive);
    if (mode === 'update' && state.own?.version !== expected) {
      throw new ConflictError(CONFIG_MESSAGES.activeChanged);
    }
    const { own, after } = checkOwnConfig(state, artifact.config, CONFIG_MESSAGES.artifactInvalid);
    const words = changeWords(diffConfigs(state.inForce.config, after.config));
    const note = body.note ?? artifact.note;
    return commitActivation(
      input,
      {
        ouid: unit.id,
        identifier,
        own,
        kind: 'activated',
        ...(state.own ? { current: state.own } : {}),
        artifact: { key: artifact.key, eTag: artifact.eTag },
        ...(note ? { note } : {}),
        actor: input.username,
        at: new Date().toISOString(),
      },
      {
        action: mode,
        event: 'activated',
        summary: (version) => CONFIG_AUDIT.activated(identifier, version, state.unit.name, words),
      },
    );
  },
};
