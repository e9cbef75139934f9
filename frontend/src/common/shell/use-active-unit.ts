import { useParams } from 'react-router-dom';

import { useOrgunit } from '../../api/orgunit';
import { useSignedInSession } from '../../session/session-context';

/**
 * The unit the console acts as: the first path segment when the route names one, else the
 * user's first unit (spec §4). Whether the user may act there is decided by the permission
 * table on the loaded unit and, always, by the server.
 */
export function useActiveOuid(): string | undefined {
  const { ouid } = useParams();
  const { units } = useSignedInSession();
  return ouid ?? units[0];
}

export function useActiveUnit() {
  const ouid = useActiveOuid();
  return { ouid, ...useOrgunit(ouid) };
}
