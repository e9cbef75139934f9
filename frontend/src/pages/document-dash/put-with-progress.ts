/**
 * PUTs a file to a signed URL with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * The Content-Type is the one the URL was signed for; the browser sets Content-Length from the
 * file, so a file of another size than the signed one is refused by S3 itself.
 */
export class StorageRefusal extends Error {
  constructor(readonly status: number) {
    super(`The storage answered ${status}`);
    this.name = 'StorageRefusal';
  }
}

export function putWithProgress(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new StorageRefusal(request.status));
    });
    request.addEventListener('error', () => reject(new StorageRefusal(0)));
    request.addEventListener('abort', () => reject(new StorageRefusal(0)));
    request.send(body);
  });
}
