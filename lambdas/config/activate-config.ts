/**
 * PUT /config/{identifier}?createArtifact=true | ?updateArtifact=true: makes a deployed object of
 * the acting unit its active config. Create succeeds once (attribute_not_exists); update keeps
 * createdBy/createdDate, sets modifiedBy/lastModifiedDate and is conditional on the version.
 */
import { keys } from '../domain/data-keys';
import type { ActiveConfigRecord } from '../domain/records';
import {
  type ActivateConfigBody,
  activateConfigBodySchema,
  activateConfigQuerySchema,
  configIdentifierSchema,
} from '../domain/schemas/config';
import { commitChange, type GuardedWrite } from '../shared/change';
import { tableName } from '../shared/dynamo-client';
import { BadRequestError, ForbiddenError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { headerValue } from '../shared/http-event';
import { ok, type AuthorizedInput, type Operation } from '../shared/operation';
import { parseJsonBody } from '../shared/request-body';
import { parseQuery } from '../shared/request-query';
import { type DeployedArtifact, readDeployedArtifact } from './deployed-artifact';
import { CONFIG_MESSAGES } from './messages';

type Mode = 'create' | 'update';

function modeOf(query: AuthorizedInput['query']): Mode {
  const { createArtifact, updateArtifact } = parseQuery(query, activateConfigQuerySchema);
  const create = createArtifact === 'true';
  const update = updateArtifact === 'true';
  if (create === update) throw new BadRequestError(CONFIG_MESSAGES.chooseOneAction);
  return create ? 'create' : 'update';
}

function identifierOf(pathParameters: AuthorizedInput['pathParameters']): string {
  const result = configIdentifierSchema.safeParse(pathParameters.identifier ?? '');
  if (!result.success) throw new BadRequestError(CONFIG_MESSAGES.identifierMismatch);
  return result.data;
}

/** The key must name `{identifier}.json` inside the acting unit's own prefix of the bucket. */
function checkKey(key: string, identifier: string, ouid: string): void {
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

function createWrite(record: ActiveConfigRecord): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: record,
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    conflict: CONFIG_MESSAGES.alreadyActive,
  };
}

function updateWrite(
  ouid: string,
  identifier: string,
  artifact: DeployedArtifact,
  actor: string,
  at: string,
  version: number,
): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.activeConfig(ouid, identifier),
        UpdateExpression:
          'SET #key = :key, eTag = :eTag, config = :config, modifiedBy = :actor, lastModifiedDate = :at, version = :next',
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: {
          ':key': artifact.key,
          ':eTag': artifact.eTag,
          ':config': artifact.config,
          ':actor': actor,
          ':at': at,
          ':expected': version,
          ':next': version + 1,
        },
      },
    },
    conflict: CONFIG_MESSAGES.activeChanged,
  };
}

export const activateConfigOperation: Operation = {
  run: async (input) => {
    const { event, pathParameters, query, auth, username, log } = input;
    const mode = modeOf(query);
    const identifier = identifierOf(pathParameters);
    const body = parseJsonBody(event, activateConfigBodySchema);
    if (body.identifier !== identifier)
      throw new BadRequestError(CONFIG_MESSAGES.identifierMismatch);
    const ouid = auth.actingUnit?.id ?? input.actingUnitId;
    // Only a system admin reaches here without a stored acting unit; configs need a real unit.
    if (!auth.actingUnit || !ouid) throw new ForbiddenError();
    checkKey(body.key, identifier, ouid);
    const version = mode === 'update' ? expectedVersion(body, input) : 1;

    const artifact = await readDeployedArtifact(identifier, body.key, body.ETag);
    const at = new Date().toISOString();
    const facts = {
      entity: 'config' as const,
      action: mode,
      id: identifier,
      ouid,
      actor: username,
      summary: `${mode === 'create' ? 'Activated' : 'Updated'} config ${identifier} from ${artifact.key}`,
    };
    const options = { publish: publishRequested(query), log };

    if (mode === 'create') {
      const record: ActiveConfigRecord = {
        ...keys.activeConfig(ouid, identifier),
        entity: 'config',
        ouid,
        identifier,
        key: artifact.key,
        eTag: artifact.eTag,
        config: artifact.config,
        createdBy: username,
        createdDate: at,
        version: 1,
      };
      const { PK: _pk, SK: _sk, entity: _entity, ...data } = record;
      const answer = ok({ data: { ...data, inherited: false } });
      await commitChange([createWrite(record)], facts, { ...options, answer });
      return answer;
    }

    const answer = ok({
      data: {
        identifier,
        ouid,
        inherited: false,
        key: artifact.key,
        eTag: artifact.eTag,
        config: artifact.config,
        modifiedBy: username,
        lastModifiedDate: at,
        version: version + 1,
      },
    });
    await commitChange([updateWrite(ouid, identifier, artifact, username, at, version)], facts, {
      ...options,
      answer,
    });
    return answer;
  },
};
