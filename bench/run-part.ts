/**
 * One part of `npm run bench` in this process: `tsx bench/run-part.ts <part>`. run.ts starts each
 * part in a fresh process, since parts 2 and 3 load the handlers, whose SDK clients keep the
 * DynamoDB endpoint of the first one they talk to.
 */
import { reportApiLatency } from './api-latency';
import { reportConsole } from './console-report';
import { reportHandlers } from './handler-report';
import { reportLighthouse } from './lighthouse';
import { reportOrgPlan } from './orgplan';
import { reportScale } from './scale';

export const PARTS = {
  handlers: reportHandlers,
  orgplan: reportOrgPlan,
  api: reportApiLatency,
  console: reportConsole,
  lighthouse: () => reportLighthouse('mobile'),
  'lighthouse-desktop': () => reportLighthouse('desktop'),
  scale: reportScale,
} as const;

export type Part = keyof typeof PARTS;

function isPart(name: string | undefined): name is Part {
  return name !== undefined && Object.hasOwn(PARTS, name);
}

if (require.main === module) {
  const name = process.argv[2];
  if (!isPart(name)) {
    console.error(`Usage: tsx bench/run-part.ts <${Object.keys(PARTS).join('|')}>`);
    process.exit(2);
  }
  // The handlers run in this process for parts 2 and 3; their request logs would bury the tables.
  process.env.LOG_LEVEL = 'silent';
  PARTS[name]().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
