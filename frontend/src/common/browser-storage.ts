/**
 * This browser's localStorage for remembered choices. Storage may be disabled (privacy settings)
 * or full: reads then give nothing and writes are dropped, and the choice applies to this page only.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies now.
  }
}
