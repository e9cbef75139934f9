/** The magic-byte check of uploaded documents: each accepted type, and what must not pass as one. */
import { contentMatchesType, SNIFF_BYTES } from '../../../lambdas/document/content-sniff';
import { DOCUMENT_CONTENT_TYPES } from '../../../lambdas/domain/schemas/document';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  0x0d,
  0x49,
  0x48,
  0x44,
  0x52,
);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0);
const GIF87 = text('GIF87a\x01\x00\x01\x00');
const GIF89 = text('GIF89a\x01\x00\x01\x00');
const WEBP = Uint8Array.from([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);
const SAMPLES = { 'image/png': PNG, 'image/jpeg': JPEG, 'image/gif': GIF89, 'image/webp': WEBP };

describe('contentMatchesType', () => {
  it.each(Object.entries(SAMPLES))('accepts a real %s file', (type, head) => {
    expect(contentMatchesType(head, type as keyof typeof SAMPLES)).toBe(true);
  });

  it('accepts both GIF versions', () => {
    expect(contentMatchesType(GIF87, 'image/gif')).toBe(true);
  });

  it('has a sample for every accepted type, each refused under every other type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...DOCUMENT_CONTENT_TYPES].sort());
    for (const [type, head] of Object.entries(SAMPLES)) {
      for (const other of DOCUMENT_CONTENT_TYPES.filter((candidate) => candidate !== type)) {
        expect({ type, as: other, ok: contentMatchesType(head, other) }).toEqual({
          type,
          as: other,
          ok: false,
        });
      }
    }
  });

  it.each([
    ['a text file renamed .png', text('hello, this is plain text\n')],
    ['an HTML page', text('<script>alert(1)</script>')],
    ['an empty file', new Uint8Array(0)],
    ['zeros', new Uint8Array(SNIFF_BYTES)],
    ['a PNG signature cut short', PNG.slice(0, 7)],
  ])('refuses %s under every type', (_case, head) => {
    for (const type of DOCUMENT_CONTENT_TYPES) expect(contentMatchesType(head, type)).toBe(false);
  });

  it('refuses a RIFF file that is not WebP (e.g. a WAV sound)', () => {
    const wav = Uint8Array.from([...text('RIFF'), 0x24, 0, 0, 0, ...text('WAVEfmt ')]);
    expect(contentMatchesType(wav, 'image/webp')).toBe(false);
  });

  it.each(Object.entries(SAMPLES))('decides %s from its first SNIFF_BYTES bytes', (type, head) => {
    const cut = head.slice(0, SNIFF_BYTES);
    expect(contentMatchesType(cut, type as keyof typeof SAMPLES)).toBe(true);
  });
});
