import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';

import { configDashStrings } from '../../../strings/config-dash';

const text = configDashStrings.configEditor;

/** Cloudscape's own code font stack (its code blocks use it). */
const MONOSPACE = 'Monaco, Menlo, Consolas, "Courier Prime", Courier, "Courier New", monospace';
const ROWS = 20;

/** The unit's own config as JSON text; `parseError` is the text's JSON syntax error, if any. */
export function JsonEditor({
  identifier,
  value,
  onChange,
  parseError,
}: {
  identifier: string;
  value: string;
  onChange: (value: string) => void;
  parseError: string | undefined;
}) {
  return (
    <FormField
      label={text.jsonLabel(identifier)}
      description={text.jsonHint}
      errorText={parseError}
      stretch
    >
      <Textarea
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        rows={ROWS}
        spellcheck={false}
        nativeTextareaAttributes={{ style: { fontFamily: MONOSPACE } }}
      />
    </FormField>
  );
}
