import type { UsernameCheck } from '../../common/use-username-check';
import { tenantsStrings } from '../../strings/tenants';
import type { TenantFieldError, TenantFormValues } from './tenant-form';

const text = tenantsStrings.createTenant;

/**
 * An existing account must have been looked up (Check) under the username now in the field, and
 * found; a new account needs no lookup (the server refuses a taken username).
 */
export function existingAdminError(
  values: TenantFormValues,
  check: UsernameCheck,
): TenantFieldError | undefined {
  if (values.adminKind !== 'existing') return undefined;
  const checked = check.state === 'checked' && check.username === values.username.trim();
  if (!checked) return { field: 'username', message: text.checkFirst };
  return check.exists ? undefined : { field: 'username', message: text.userDoesNotExist };
}
