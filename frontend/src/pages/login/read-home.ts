import { ApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { activeConfigsResponseSchema, CONFIG_PATH, coreConfigOf } from '../../api/config';

/** What a unit's core config says of the landing page; loaded after sign-in, not with the form. */
export type HomeAnswer = { home: string | undefined } | { mfaRequired: true };

/**
 * The `home` of a unit's core config in force, or that the API refuses the user until they set up
 * TOTP. Any other failure throws.
 */
export async function readHome(apiUrl: string, ouid: string): Promise<HomeAnswer> {
  try {
    const configs = await apiRequest({
      apiUrl,
      path: CONFIG_PATH,
      ouid,
      schema: activeConfigsResponseSchema,
    });
    return { home: coreConfigOf(configs)?.home };
  } catch (error) {
    if (error instanceof ApiError && error.isMfaRequired) return { mfaRequired: true };
    throw error;
  }
}
