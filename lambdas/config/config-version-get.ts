/** GET /config/{identifier}/versions/{number}: one version of the acting unit, with its content. */
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { readVersionWithActive } from '../shared/repositories/config-versions';
import { actingUnitOf, identifierOf } from './config-request';
import { CONFIG_MESSAGES } from './messages';
import { versionItem } from './version-item';

async function readVersion(ouid: string, identifier: string, number: number) {
  return { ouid, number, ...(await readVersionWithActive(ouid, identifier, number)) };
}

export const configVersionGetOperation: Operation<Awaited<ReturnType<typeof readVersion>>> = {
  // Read alongside the authorization (x-ouid is required); only an allowed caller sees it.
  prefetch: (input) =>
    readVersion(input.actingUnitId ?? '', identifierOf(input), Number(input.pathParameters.number)),
  run: async (input) => {
    const { ouid, number, version, own } = input.prefetched;
    if (actingUnitOf(input).id !== ouid) throw new ForbiddenError();
    if (!version) throw new NotFoundError(CONFIG_MESSAGES.versionNotFound(number));
    return ok({ data: { ...versionItem(version, own?.version), config: version.config } });
  },
};
