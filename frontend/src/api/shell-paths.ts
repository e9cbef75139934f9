/** The paths of the shell's own reads, apart from their hooks so the early reads stay small. */
export function orgunitPath(ouid: string): string {
  return `/orgunit/${encodeURIComponent(ouid)}`;
}

export const CONFIG_PATH = '/config';
