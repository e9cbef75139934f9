import { useCallback } from 'react';

import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { type CreateUserValues, normalisedCreateUser } from './create-user-form';

/**
 * Creates the user's account with the typed password as a temporary one (they must change it at
 * first sign-in; no e-mail to confirm) and their profile, in one POST /userprofile.
 */
export function useSignUpUser(): (values: CreateUserValues) => Promise<unknown> {
  const { ouid, core } = useRequiredUnit();
  const { create } = useUserProfileMutations(ouid, core);
  return useCallback(
    (values) => {
      const { password, ...profile } = normalisedCreateUser(values);
      const { phone_number, ...rest } = profile;
      return create({
        ...rest,
        ...(phone_number ? { phone_number } : {}),
        invite: { temporaryPassword: password },
      });
    },
    [create],
  );
}
