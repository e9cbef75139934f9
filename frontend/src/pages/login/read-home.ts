import { apiRequest } from '../../api/client';
import { activeConfigsResponseSchema, CONFIG_PATH, coreConfigOf } from '../../api/config';

/** The `home` of a unit's core config in force. Loaded after sign-in, not with the sign-in form. */
export async function readHome(apiUrl: string, ouid: string): Promise<string | undefined> {
  const configs = await apiRequest({
    apiUrl,
    path: CONFIG_PATH,
    ouid,
    schema: activeConfigsResponseSchema,
  });
  return coreConfigOf(configs)?.home;
}
