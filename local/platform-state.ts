/** Ids the platform created on its first start, kept in `<dataDir>/platform.json` for later starts. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PlatformState {
  userPoolId?: string;
  userPoolClientId?: string;
}

function stateFile(dataDir: string): string {
  return path.join(dataDir, 'platform.json');
}

export function readPlatformState(dataDir: string): PlatformState {
  const file = stateFile(dataDir);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as PlatformState;
}

export function writePlatformState(dataDir: string, state: PlatformState): void {
  writeFileSync(stateFile(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}
