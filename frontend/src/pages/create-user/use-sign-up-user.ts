import { useCallback } from 'react';

import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import {
  signUpWithProfile,
  type SignUpOutcome,
} from '../../common/account-form/sign-up-with-profile';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { type CreateUserValues, normalisedCreateUser } from './create-user-form';

/** Signs the form's user up, then creates their profile acting as the active unit. */
export function useSignUpUser(): (values: CreateUserValues) => Promise<SignUpOutcome> {
  const { ouid, core } = useRequiredUnit();
  const { create } = useUserProfileMutations(ouid, core);
  return useCallback((values) => signUpWithProfile(create, normalisedCreateUser(values)), [create]);
}
