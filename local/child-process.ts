/**
 * Child processes of the local platform. Each runs in its own process group so that stopping it
 * also ends whatever it started (the JVM behind DynamoDB Local, for example); they are also ended
 * when this process exits unexpectedly.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** The last lines the process wrote, for error messages. */
  recentOutput(): string;
  stop(): Promise<void>;
}

/**
 * Turns a stream's chunks into whole lines: a chunk may end inside a line (a long log line, or a
 * busy pipe), and the rest of that line arrives with the next chunk.
 */
export function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  // The decoder also keeps a character whose bytes are split between chunks (e.g. the boxes' │).
  const decoder = new StringDecoder('utf8');
  let partial = '';
  return (chunk) => {
    const parts = (partial + decoder.write(chunk)).split(/\r?\n/);
    partial = parts.pop() ?? '';
    parts.forEach(onLine);
  };
}

/** Adopts a process spawned with `detached: true` (its own process group). */
export function manage(
  name: string,
  child: ChildProcess,
  log: (line: string) => void,
): ManagedProcess {
  running.add(child);
  const lines: string[] = [];
  const emit = (line: string) => {
    if (!line.trim()) return;
    lines.push(line);
    if (lines.length > 40) lines.shift();
    log(line);
  };
  child.stdout?.on('data', lineReader(emit));
  child.stderr?.on('data', lineReader(emit));
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(
        `[${name}] exited unexpectedly (${signal ?? `code ${code}`}):\n${lines.join('\n')}`,
      );
    }
  });

  return {
    name,
    child,
    recentOutput: () => lines.join('\n'),
    async stop() {
      stopping = true;
      if (!running.has(child)) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function spawnManaged(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  log: (line: string) => void,
): ManagedProcess {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return manage(name, child, log);
}

/** Polls `probe` until it resolves true; stops the process and fails when it exits or times out. */
export async function waitUntilReady(
  process: ManagedProcess,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null || process.child.signalCode !== null) {
      throw new Error(`${process.name} exited during start:\n${process.recentOutput()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await process.stop();
  throw new Error(
    `${process.name} did not answer within ${timeoutMs / 1000} s:\n${process.recentOutput()}`,
  );
}

/** True once anything answers HTTP at `url` (any status). */
export async function answersHttp(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
  await response.arrayBuffer();
  return true;
}
