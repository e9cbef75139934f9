/**
 * POST /config/{identifier}: saves a unit's own config (any subset of the identifier's keys) as a
 * new deployed artifact under the unit, checked first exactly as an activation would check it
 * (own-config-check.ts), so nothing invalid is stored. The object is written before the audit
 * record: an audit record never names an object that does not exist.
 */
import { configBucket } from '../shared/buckets';
import { commitChange } from '../shared/change';
import { configInForce } from '../shared/config-in-force';
import { publishRequested } from '../shared/events';
import { type AuthorizedInput, created, type RouteOperation } from '../shared/operation';
import { s3 } from '../shared/s3-client';
import { actingUnitOf, identifierOf } from './config-request';
import { NOTE_METADATA } from './deployed-artifact';
import { CONFIG_AUDIT } from './messages';
import { checkOwnConfig } from './own-config-check';
import { savedArtifactKey } from './saved-artifact-key';

/**
 * The config exactly as sent. The body schema's copy of it would silently drop a `__proto__` key;
 * the own config check must see it, and refuse it as an unknown key.
 */
function configAsSent(event: AuthorizedInput['event']): unknown {
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  return (JSON.parse(raw) as { config?: unknown }).config;
}

async function putArtifact(key: string, config: unknown, note: string | undefined) {
  const { sdk, client } = await s3();
  const put = await client.send(
    new sdk.PutObjectCommand({
      Bucket: configBucket(),
      Key: key,
      Body: `${JSON.stringify(config, null, 2)}\n`,
      ContentType: 'application/json',
      ...(note ? { Metadata: { [NOTE_METADATA]: encodeURIComponent(note) } } : {}),
    }),
  );
  return put.ETag ?? '';
}

export const saveConfigOperation: RouteOperation<'POST /config/{identifier}'> = {
  run: async (input) => {
    const identifier = identifierOf(input);
    const { body } = input;
    const unit = actingUnitOf(input);
    const state = await configInForce(unit, identifier);
    const { own } = checkOwnConfig(state, configAsSent(input.event));

    const at = new Date().toISOString();
    const key = savedArtifactKey(unit.id, identifier, at);
    const note = body.note?.trim() || undefined;
    const eTag = await putArtifact(key, own, note);
    const answer = created({ data: { Key: key, ETag: eTag, LastModified: at } });
    await commitChange(
      [],
      {
        entity: 'config',
        action: 'create',
        event: 'saved',
        id: identifier,
        ouid: unit.id,
        actor: input.username,
        summary: CONFIG_AUDIT.saved(identifier, state.unit.name, key),
      },
      { publish: publishRequested(input.query), log: input.log, answer },
    );
    return answer;
  },
};
