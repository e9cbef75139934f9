import { useCallback } from 'react';

import { signUp } from 'aws-amplify/auth';

import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import { providerMessage } from '../../common/account-form/provider-message';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { type CreateUserValues, normalisedCreateUser } from './create-user-form';

/** Where a sign-up stopped: at the identity provider (shown on the form) or at the API. */
export type SignUpOutcome =
  | { ok: true }
  | { ok: false; step: 'provider'; message: string }
  | { ok: false; step: 'profile'; error: unknown };

/**
 * POST /userprofile creates no sign-in account, so the account is signed up first (as the
 * register page does; the user gets the verification e-mail), then the profile is created.
 */
export function useSignUpUser(): (values: CreateUserValues) => Promise<SignUpOutcome> {
  const { ouid, core } = useActiveUnitContext();
  const { create } = useUserProfileMutations(ouid, core);
  return useCallback(
    async (values) => {
      const user = normalisedCreateUser(values);
      try {
        await signUp({
          username: user.username,
          password: user.password,
          options: {
            userAttributes: { email: user.email, phone_number: user.phone_number, name: user.name },
          },
        });
      } catch (caught) {
        return { ok: false, step: 'provider', message: providerMessage(caught) };
      }
      try {
        await create({
          name: user.name,
          username: user.username,
          email: user.email,
          phone_number: user.phone_number,
        });
      } catch (error) {
        return { ok: false, step: 'profile', error };
      }
      return { ok: true };
    },
    [create],
  );
}
