/** Finds a child process by its command line, and pauses it the way a stalled service behaves. */
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // The command name (field 2) may hold spaces and parentheses: the fields after it are plain.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The pid of the child of `parentPid` whose command line contains `command`. */
export function childProcessId(parentPid: number, command: string): number {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const found = pids.find(
    (pid) => parentOf(pid) === parentPid && commandLineOf(pid).includes(command),
  );
  if (found === undefined) throw new Error(`No child of ${parentPid} runs ${command}`);
  return found;
}

/** Stops the process (it keeps its sockets, so callers wait) until the returned thaw is called. */
export function freeze(pid: number): () => void {
  process.kill(pid, 'SIGSTOP');
  let frozen = true;
  return () => {
    if (!frozen) return;
    frozen = false;
    process.kill(pid, 'SIGCONT');
  };
}
