/** One prefixed log line per event of the local platform, so interleaved services stay readable. */
export type LogLine = (line: string) => void;

export function logFor(name: string): LogLine {
  return (line) => console.log(`[${name}] ${line}`);
}

/** Keeps a process's output out of the console (it stays available for error messages). */
export const quiet: LogLine = () => undefined;
