/**
 * `LOCAL_CONSOLE=build`: the setting, the check for a missing build, and the CSP that lets the
 * built console call this platform's gateway, Cognito proxy and S3 stand-in. Real sockets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { ConsoleConfig } from '../../../lambdas/domain/console-config';
import {
  consoleBuildProblem,
  localConnectSources,
  startConsoleBuild,
} from '../../../local/console-build';
import { loadLocalSettings } from '../../../local/settings';

const S3 = 'http://127.0.0.1:4869';
const config: ConsoleConfig = {
  environment: 'local',
  apiUrl: 'http://127.0.0.1:3301',
  region: 'ap-south-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH',
  local: {
    userPoolEndpoint: 'http://127.0.0.1:9529',
    eventsUrl: 'http://127.0.0.1:3301/_local/events',
    mailboxUrl: 'http://127.0.0.1:3301/_local/mailbox',
  },
};

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The CSP's directives by name, each a list of its sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('LOCAL_CONSOLE', () => {
  it('is the dev server unless set to build', () => {
    expect(loadLocalSettings({}).consoleServer).toBe('dev');
    expect(loadLocalSettings({ LOCAL_CONSOLE: '' }).consoleServer).toBe('dev');
    expect(loadLocalSettings({ LOCAL_CONSOLE: 'dev' }).consoleServer).toBe('dev');
    expect(loadLocalSettings({ LOCAL_CONSOLE: 'build' }).consoleServer).toBe('build');
  });

  it('refuses any other value', () => {
    expect(() => loadLocalSettings({ LOCAL_CONSOLE: 'dist' })).toThrow(
      'LOCAL_CONSOLE must be "dev" or "build", got "dist"',
    );
  });
});

describe('consoleBuildProblem', () => {
  it('says to build the console when the folder has no index.html', () => {
    expect(consoleBuildProblem(path.join(root, 'dist'))).toMatch(/run npm run build:console/);
    expect(consoleBuildProblem(root)).toMatch(/run npm run build:console/);
  });

  it('finds nothing wrong with a build', () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    expect(consoleBuildProblem(root)).toBeUndefined();
  });
});

describe('localConnectSources', () => {
  it('names the origin of every URL config.json lists, and S3, once each', () => {
    expect(localConnectSources(config, S3)).toEqual([
      'http://127.0.0.1:3301',
      'http://127.0.0.1:9529',
      S3,
    ]);
  });

  it('needs no local block', () => {
    const { local: _local, ...deployed } = config;
    expect(localConnectSources(deployed, S3)).toEqual(['http://127.0.0.1:3301', S3]);
  });
});

describe('startConsoleBuild', () => {
  it('stops with the same one line when there is no build', async () => {
    await expect(
      startConsoleBuild({ host: '127.0.0.1', port: 0, config, s3Url: S3, root }),
    ).rejects.toThrow(consoleBuildProblem(root));
  });

  it("serves the platform's config.json with a CSP admitting what the console calls", async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>console</title>');
    const port = await freePort();
    const site = await startConsoleBuild({ host: '127.0.0.1', port, config, s3Url: S3, root });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      expect(await response.json()).toEqual(config);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['connect-src']).toEqual([
        "'self'",
        'http://127.0.0.1:3301',
        'http://127.0.0.1:9529',
        S3,
      ]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', S3]);
      // A console route gets index.html, as the stack's routing function answers.
      const page = await fetch(`http://127.0.0.1:${port}/ou-root/orgusers`);
      expect(await page.text()).toContain('<title>console</title>');
    } finally {
      await site.close();
    }
  });
});
