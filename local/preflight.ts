/** Checks made before anything starts, each failing with one line that says what to do. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

import { consoleBuildProblem } from './console-build';
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

function busyPortsLine(busy: [PortName, number][], suggestedOffset: number): string {
  const suggestion = `or start with LOCAL_PORT_OFFSET=${suggestedOffset}.`;
  if (busy.length === 1) {
    const [name, port] = busy[0] as [PortName, number];
    return `Port ${port} (${name}) is already in use: stop the process using it, ${suggestion}`;
  }
  const list = busy.map(([name, port]) => `${port} (${name})`).join(', ');
  return `Ports ${list} are already in use (is the platform already running?): stop the processes using them, ${suggestion}`;
}

/** The problems that stop the platform from starting, one line each; empty when it can start. */
export async function preflightProblems(
  settings: LocalSettings,
  portOffset: number,
): Promise<string[]> {
  const problems: string[] = [];
  const busy: [PortName, number][] = [];
  for (const [name, port] of Object.entries(settings.ports) as [PortName, number][]) {
    if (name === 'console' && !settings.serveConsole) continue;
    if (!(await portIsFree(port, settings.host))) busy.push([name, port]);
  }
  if (busy.length > 0) problems.push(busyPortsLine(busy, portOffset + 100));
  const buildProblem =
    settings.serveConsole && settings.consoleServer === 'build' ? consoleBuildProblem() : undefined;
  if (buildProblem) problems.push(buildProblem);
  if (!javaWorks()) {
    problems.push(
      'Java 17 is required for DynamoDB Local: install it (apt-get install -y openjdk-17-jre-headless) and run npm start again.',
    );
  }
  return problems;
}
