/** Saves the parts as a file of that media type through the browser's download. */
export function saveFile(fileName: string, parts: BlobPart[], mediaType: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the data once the click returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** CSV text as a file, with a BOM so Excel reads it as UTF-8. */
export function saveCsvFile(fileName: string, text: string): void {
  saveFile(fileName, ['\uFEFF', text], 'text/csv;charset=utf-8');
}

/** A value as a pretty-printed JSON file. */
export function saveJsonFile(fileName: string, value: unknown): void {
  saveFile(fileName, [JSON.stringify(value, null, 2)], 'application/json');
}
