import { commonStrings } from './common';

const { actions, fields, menu } = commonStrings;

/** The accepted images, as the upload constraint and the refusals name them. */
const ACCEPTED = 'JPEG, PNG, GIF or WebP';

/** The documents screen's texts. */
export const documentsStrings = {
  dash: {
    heading: menu.documents,
    description: 'The images of the active unit, newest first.',
  },
  upload: {
    heading: 'Upload images',
    label: 'Images',
    constraint: (maxBytes: string) => `${ACCEPTED} images, at most ${maxBytes} bytes each.`,
    chooseFiles: 'Choose files',
    dropFiles: 'Drop images to upload',
    removeFile: (_index: number, name: string) => `Remove file ${name}`,
    showFewer: 'Show fewer files',
    showMore: 'Show more files',
    errorIcon: 'Error',
    warningIcon: 'Warning',
    notAccepted: `Not an accepted image: choose ${ACCEPTED}`,
    tooLarge: (maxBytes: string) => `Larger than ${maxBytes} bytes`,
    empty: 'The file is empty',
    start: 'Upload',
    clear: 'Clear',
    nothingToUpload: 'Choose at least one accepted image',
    progressHeading: 'Uploads',
    uploading: 'Uploading',
    uploaded: 'Upload complete',
    refusedByStorage: (status: number) => `The storage refused the file (HTTP ${status})`,
    networkFailed: 'The upload did not reach the storage',
    failed: 'Upload Document Failed',
    succeeded: (count: number) =>
      count === 1 ? 'Document Uploaded Successfully' : `${count} Documents Uploaded Successfully`,
  },
  table: {
    heading: 'Unit documents',
    name: fields.name,
    size: 'Size',
    type: 'Image type',
    uploadedBy: 'Uploaded by',
    uploadedAt: 'Uploaded',
    actionsColumn: 'Manage',
    preview: (name: string) => `Preview ${name}`,
    download: 'Download',
    downloadOf: (name: string) => `Download ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    empty: 'No documents found',
    loading: 'Loading documents',
    loadFailed: 'Get All Documents Failed',
    bytes: (count: string) => `${count} bytes`,
  },
  preview: {
    close: 'Close preview',
    loading: 'Loading the image',
    loadFailed: 'Get Document Failed',
    imageAlt: (name: string) => `Preview of ${name}`,
  },
  remove: {
    heading: 'Delete document',
    confirm: (name: string) => `Delete ${name}? The image is removed for good.`,
    cancel: actions.cancel,
    delete: actions.delete,
    succeeded: 'Document Deleted Successfully',
    failed: 'Delete Document Failed',
  },
} as const;
