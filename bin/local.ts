/** `npm start`: the whole platform on 127.0.0.1 with local stand-ins for the AWS services. */
import { renameSync, writeFileSync } from 'node:fs';

import { startPlatform } from '../local/platform';
import { preflightProblems } from '../local/preflight';
import { loadLocalSettings } from '../local/settings';

const CONSOLE_SERVED = { dev: '', build: ' (production build, frontend/dist)' } as const;

async function main(): Promise<void> {
  const startedAt = Date.now();
  // The SDK is pinned for Node 20 on purpose (TOOLCHAIN.md); its notice about Node 22 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const settings = loadLocalSettings();
  const problems = await preflightProblems(settings, Number(process.env.LOCAL_PORT_OFFSET ?? 0));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }

  const platform = await startPlatform(settings);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `Local platform ready in ${seconds} s`,
      ...(platform.urls.console
        ? [`  Console:   ${platform.urls.console}${CONSOLE_SERVED[settings.consoleServer]}`]
        : []),
      `  Sign in:   ${platform.adminUsername} / ${platform.adminPassword}`,
      `  API:       ${platform.urls.api}`,
      `  Cognito:   ${platform.urls.cognito}`,
      `  Mailbox:   ${platform.urls.mailbox}`,
      `  Data:      ${platform.dataDir}`,
      '',
      'Press Ctrl-C to stop',
      '',
    ].join('\n'),
  );
  // Tests start the platform as a child process and read its addresses from this file.
  if (process.env.LOCAL_READY_FILE) {
    const { stop: _stop, ...facts } = platform;
    const partial = `${process.env.LOCAL_READY_FILE}.partial`;
    writeFileSync(partial, JSON.stringify(facts, null, 2));
    renameSync(partial, process.env.LOCAL_READY_FILE);
  }

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the local platform...');
    platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A closed terminal sends SIGHUP, which would otherwise end this process without stopping anything.
  process.on('SIGHUP', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
