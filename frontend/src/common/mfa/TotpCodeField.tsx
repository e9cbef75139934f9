import type { Ref } from 'react';

import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

import { mfaStrings } from '../../strings/mfa';

const text = mfaStrings.code;

interface TotpCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorText: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<InputProps.Ref>;
}

/** The six digits of an authenticator app: a numeric keypad on phones, filled in by password managers. */
export function TotpCodeField({
  value,
  onChange,
  errorText,
  disabled,
  autoFocus,
  inputRef,
}: TotpCodeFieldProps) {
  return (
    <FormField label={text.label} description={text.hint} errorText={errorText}>
      <Input
        ref={inputRef}
        name="code"
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellcheck={false}
        autoFocus={autoFocus}
        disabled={disabled}
        invalid={errorText !== undefined}
        // Six digits, or seven characters as apps show them ("123 456").
        nativeInputAttributes={{ maxLength: 7 }}
      />
    </FormField>
  );
}
