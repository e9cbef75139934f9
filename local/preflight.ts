/** Checks made before anything starts, each failing with one line that says what to do. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

import type { LocalSettings, PortName } from './settings';

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function javaWorks(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 15_000 });
  return result.status === 0;
}

/** The problems that stop the platform from starting; empty when it can start. */
export async function preflightProblems(settings: LocalSettings): Promise<string[]> {
  const problems: string[] = [];
  const ports = Object.entries(settings.ports) as [PortName, number][];
  for (const [name, port] of ports) {
    if (name === 'console' && !settings.serveConsole) continue;
    if (!(await portIsFree(port, settings.host))) {
      problems.push(
        `Port ${port} (${name}) is already in use: stop the process using it, or start with LOCAL_PORT_OFFSET=100.`,
      );
    }
  }
  if (!javaWorks()) {
    problems.push(
      'Java 17 is required for DynamoDB Local: install it (apt-get install -y openjdk-17-jre-headless) and run npm start again.',
    );
  }
  return problems;
}
