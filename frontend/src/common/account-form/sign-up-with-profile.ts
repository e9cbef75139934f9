import type { CreateProfileBody } from '../../api/userprofile-admin';
import { loadAuthActions } from '../auth/load-auth-actions';
import { providerMessage } from './provider-message';

export interface NewAccount extends CreateProfileBody {
  password: string;
}

/** Where a sign-up stopped: at the identity provider (shown on the form) or at the API. */
export type SignUpOutcome =
  | { ok: true }
  | { ok: false; step: 'provider'; message: string }
  | { ok: false; step: 'profile'; error: unknown };

/**
 * POST /userprofile creates no sign-in account, so the account is signed up first (as the
 * register page does; the user gets the verification e-mail), then the profile is created.
 */
export async function signUpWithProfile(
  createProfile: (body: CreateProfileBody) => Promise<unknown>,
  { password, ...profile }: NewAccount,
): Promise<SignUpOutcome> {
  const { name, username, email, phone_number } = profile;
  try {
    const { signUp } = await loadAuthActions();
    await signUp({
      username,
      password,
      options: { userAttributes: { email, name, ...(phone_number ? { phone_number } : {}) } },
    });
  } catch (caught) {
    return { ok: false, step: 'provider', message: providerMessage(caught) };
  }
  try {
    await createProfile(profile);
  } catch (error) {
    return { ok: false, step: 'profile', error };
  }
  return { ok: true };
}
