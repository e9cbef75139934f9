/**
 * frontend/src/session/session-loader.ts: Amplify's session code configured at once, or, for a
 * public page's signed-out visitor, on first use (a key or a tap on the page, or a call that
 * needs it), and only once.
 */
import type { ConsoleConfig } from '@domain/console-config';

const configureAmplify = jest.fn();
jest.mock('../../../frontend/src/session/session-code', () => ({ configureAmplify }));

const CONFIG: ConsoleConfig = {
  environment: 'test',
  apiUrl: 'https://api.example/',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_pool',
  userPoolClientId: 'client-1',
  authFlow: 'USER_SRP_AUTH',
};

/** The loader as these tests use it (its own module type would bring Vite's imports in). */
interface Loader {
  startSessionCode(config: ConsoleConfig): void;
  startSessionCodeOnFirstUse(config: ConsoleConfig, page: EventTarget): void;
  sessionCodeAwaitsFirstUse(): boolean;
  sessionCode(): Promise<unknown>;
}

function freshLoader(): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>('../../../frontend/src/session/session-loader');
  });
  return loader!;
}

beforeEach(() => configureAmplify.mockClear());

it('configures Amplify once the code is there when started at once', async () => {
  const loader = freshLoader();
  loader.startSessionCode(CONFIG);
  expect(loader.sessionCodeAwaitsFirstUse()).toBe(false);
  await loader.sessionCode();
  await loader.sessionCode();
  expect(configureAmplify.mock.calls).toEqual([[CONFIG]]);
});

it('waits for a key or a tap on the page, then configures Amplify once', async () => {
  const loader = freshLoader();
  const page = new EventTarget();
  loader.startSessionCodeOnFirstUse(CONFIG, page);
  page.dispatchEvent(new Event('focusin'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(configureAmplify).not.toHaveBeenCalled();
  expect(loader.sessionCodeAwaitsFirstUse()).toBe(true);

  page.dispatchEvent(new Event('keydown'));
  page.dispatchEvent(new Event('pointerdown'));
  expect(loader.sessionCodeAwaitsFirstUse()).toBe(false);
  await loader.sessionCode();
  expect(configureAmplify.mock.calls).toEqual([[CONFIG]]);
});

it('starts the waiting code when something needs it before any key or tap', async () => {
  const loader = freshLoader();
  const page = new EventTarget();
  loader.startSessionCodeOnFirstUse(CONFIG, page);
  await loader.sessionCode();
  expect(configureAmplify.mock.calls).toEqual([[CONFIG]]);
  page.dispatchEvent(new Event('keydown'));
  await loader.sessionCode();
  expect(configureAmplify).toHaveBeenCalledTimes(1);
});

it('refuses the session code before the configuration is known', async () => {
  const loader = freshLoader();
  expect(loader.sessionCodeAwaitsFirstUse()).toBe(false);
  await expect(loader.sessionCode()).rejects.toThrow(/startSessionCode was not called/);
});
