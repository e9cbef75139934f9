import { useId } from 'react';

import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { passwordRuleResults } from '@domain/password-policy';

import { passwordStrings as text } from '../../strings/password';

/**
 * The password policy's rules, each marked met or not as the user types. Put it in the password
 * field's `constraintText`: the field's input is then described by it (aria-describedby).
 */
export function PasswordRules({ password }: { password: string }) {
  const headingId = useId();
  return (
    <>
      <span id={headingId}>{text.rulesHeading}</span>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {passwordRuleResults(password).map(({ rule, met }) => (
          <li key={rule} data-rule={rule} data-met={met}>
            <StatusIndicator
              type={met ? 'success' : 'pending'}
              iconAriaLabel={met ? text.met : text.notMet}
            >
              {text.rules[rule]}
            </StatusIndicator>
          </li>
        ))}
      </ul>
    </>
  );
}
