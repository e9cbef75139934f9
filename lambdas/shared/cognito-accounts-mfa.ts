/**
 * An account's MFA factors (AdminGetUser's UserMFASettingList), for the pre-token trigger's claim.
 * Locally the Cognito proxy keeps the factors cognito-local lacks.
 */
import { cognito } from './cognito-client';

export async function accountMfaSettings(userPoolId: string, username: string): Promise<string[]> {
  const { sdk, client } = await cognito();
  const user = await client.send(
    new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  return user.UserMFASettingList ?? [];
}
