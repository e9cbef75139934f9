/** The document Lambda: pre-signed upload URLs for images of a unit. */
import { createResourceHandler } from '../shared/router';
import { signedUploadUrlOperation } from './signed-upload-url';

export const handler = createResourceHandler('document', {
  'GET /document': signedUploadUrlOperation,
});
