/** Saves a value as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the data once the click returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
