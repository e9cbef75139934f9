/**
 * Whether a stored object's first bytes are those of its declared type (its "magic bytes"). The
 * signed upload fixes the Content-Type header, not what the file holds: a text file renamed
 * `.png` arrives as `image/png`. One signature per accepted type, so adding a type to
 * DOCUMENT_CONTENT_TYPES does not compile until its signature is here.
 */
import type { DocumentContentType } from '../domain/schemas/document';

/** How many leading bytes the checks read: the longest signature (WebP) and some room. */
export const SNIFF_BYTES = 16;

/** Bytes a file of the type has at an offset. */
interface Signature {
  offset: number;
  bytes: readonly number[];
}

const ascii = (text: string, offset = 0): Signature => ({
  offset,
  bytes: [...text].map((char) => char.charCodeAt(0)),
});

/** Every list entry is one accepted form of the type; all its signatures must match. */
const SIGNATURES: Readonly<Record<DocumentContentType, readonly (readonly Signature[])[]>> = {
  'image/png': [[{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]],
  'image/jpeg': [[{ offset: 0, bytes: [0xff, 0xd8, 0xff] }]],
  'image/gif': [[ascii('GIF87a')], [ascii('GIF89a')]],
  'image/webp': [[ascii('RIFF'), ascii('WEBP', 8)]],
};

function matches(head: Uint8Array, { offset, bytes }: Signature): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

/** True when `head` (the object's first bytes) starts as a file of `contentType` does. */
export function contentMatchesType(head: Uint8Array, contentType: DocumentContentType): boolean {
  return SIGNATURES[contentType].some((form) =>
    form.every((signature) => matches(head, signature)),
  );
}
