import FileUpload from '@cloudscape-design/components/file-upload';

import { documentsStrings } from '../../strings/documents';
import { ACCEPTED_TYPES, MAX_BYTES_TEXT } from './file-checks';
import { formatSize } from './format-size';

const text = documentsStrings.upload;

const I18N = {
  uploadButtonText: () => text.chooseFiles,
  dropzoneText: () => text.dropFiles,
  removeFileAriaLabel: text.removeFile,
  limitShowFewer: text.showFewer,
  limitShowMore: text.showMore,
  errorIconAriaLabel: text.errorIcon,
  warningIconAriaLabel: text.warningIcon,
  formatFileSize: formatSize,
};

/** The images chosen with the file picker or dropped on the page, each with its problem if any. */
export function ImagePicker({
  files,
  problems,
  onChange,
}: {
  files: File[];
  problems: (string | null)[];
  onChange: (files: File[]) => void;
}) {
  return (
    <FileUpload
      multiple
      accept={ACCEPTED_TYPES}
      value={files}
      onChange={({ detail }) => onChange(detail.value)}
      fileErrors={problems}
      showFileSize
      showFileThumbnail
      constraintText={text.constraint(MAX_BYTES_TEXT)}
      i18nStrings={I18N}
    />
  );
}
