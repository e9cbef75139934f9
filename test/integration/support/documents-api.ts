/** Uploads and document calls for the document integration tests, as the console makes them. */
import { type ApiAnswer, callApi } from './api';
import type { PlatformFacts } from './platform-process';

export interface UploadUrl {
  uploadURL: string;
  key: string;
}

export interface DocumentView {
  id: string;
  ouid: string;
  name: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

/** A one-pixel PNG. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwAEAgH+0nqFrQAAAABJRU5ErkJggg==',
  'base64',
);

export function documentCall(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  return callApi(facts, path, { ...options, token, headers: { 'x-ouid': ouid } });
}

export async function uploadUrl(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  size: number,
  contentType = 'image/png',
): Promise<UploadUrl> {
  const query = `signedUrl=true&contentType=${contentType}&contentLength=${size}&fileName=pixel.png`;
  const answer = await documentCall(facts, token, ouid, `/document?${query}`);
  if (answer.status !== 200) throw new Error(`No upload URL: ${JSON.stringify(answer.body)}`);
  return answer.body as UploadUrl;
}

export function putObject(url: string, body: Uint8Array, contentType = 'image/png') {
  return fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
}

/** Uploads `body` through a signed URL and registers it; the answer of the registration. */
export async function uploadDocument(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  name: string,
  body: Uint8Array = PIXEL_PNG,
): Promise<ApiAnswer> {
  const { uploadURL, key } = await uploadUrl(facts, token, ouid, body.length);
  const put = await putObject(uploadURL, body);
  if (put.status !== 200) throw new Error(`Upload refused: ${put.status}`);
  return documentCall(facts, token, ouid, '/document', {
    method: 'POST',
    body: { key, name },
  });
}
