import { accountStrings } from '../../strings/account';

/** Spec §5: an identity-provider error shows the provider's own message. */
export function providerMessage(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : accountStrings.account.failed;
}
