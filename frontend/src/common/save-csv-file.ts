/** Saves CSV text as a file through the browser's download (with a BOM, so Excel reads UTF-8). */
export function saveCsvFile(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the data once the click returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
