import { fileProblem, MAX_BYTES_TEXT } from '../../../frontend/src/pages/document-dash/file-checks';
import { formatSize } from '../../../frontend/src/pages/document-dash/format-size';
import { documentsStrings } from '../../../frontend/src/strings/documents';

const text = documentsStrings.upload;

describe('the console’s checks of a chosen file (S3 checks again)', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('accepts %s', (type) => {
    expect(fileProblem({ type, size: 1 })).toBeNull();
    expect(fileProblem({ type, size: 5_000_000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', ''])('refuses the type %j', (type) => {
    expect(fileProblem({ type, size: 10 })).toBe(text.notAccepted);
  });

  it('refuses an image over 5,000,000 bytes, and an empty one', () => {
    expect(MAX_BYTES_TEXT).toBe('5,000,000');
    expect(fileProblem({ type: 'image/png', size: 5_000_001 })).toBe(text.tooLarge('5,000,000'));
    expect(fileProblem({ type: 'image/png', size: 0 })).toBe(text.empty);
  });

  it('writes sizes out in bytes', () => {
    expect(formatSize(5_000_000)).toBe('5,000,000 bytes');
  });
});
