/** Texts the document API sends back. */
export const DOCUMENT_MESSAGES = {
  tooLarge: (limit: number) => `Documents are at most ${limit} bytes`,
  notUploaded: 'Nothing was uploaded at this key; upload the file first',
  notAnImage: 'The uploaded object is not an image of an accepted type',
  contentMismatch: (contentType: string) =>
    `The file's content is not ${contentType} (was it renamed?); the upload was removed`,
  alreadyRegistered: 'This upload is already registered as a document',
  notFound: 'Document not found',
  summaries: {
    registered: (name: string) => `Uploaded document ${name}`,
    deleted: (name: string) => `Deleted document ${name}`,
  },
} as const;
