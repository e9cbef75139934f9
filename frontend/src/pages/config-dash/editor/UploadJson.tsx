import { useState } from 'react';

import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';

import { configDashStrings } from '../../../strings/config-dash';

const text = configDashStrings.configEditor;

/** A config file larger than this is refused before it is read (the API's body limit is near). */
const MAX_KB = 256;

/** "Upload .json file": reads the chosen file's text into the JSON editor. */
export function UploadJson({ onText }: { onText: (text: string) => void }) {
  const [error, setError] = useState<string>();
  const [files, setFiles] = useState<File[]>([]);

  const read = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (file.size > MAX_KB * 1024) {
      setError(text.uploadTooLarge(MAX_KB));
      return;
    }
    try {
      onText(await file.text());
    } catch {
      setError(text.uploadUnreadable);
    }
  };

  return (
    <FormField errorText={error}>
      <FileInput
        accept=".json,application/json"
        value={files}
        onChange={({ detail }) => {
          setFiles(detail.value);
          void read(detail.value[0]);
        }}
      >
        {text.upload}
      </FileInput>
    </FormField>
  );
}
