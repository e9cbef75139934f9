/**
 * frontend/src/session/session-loader.ts: Amplify's session code is configured once, as soon as
 * `config.json` is known, and refused before.
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
  loader.startSessionCode({ ...CONFIG, environment: 'other' });
  await loader.sessionCode();
  await loader.sessionCode();
  expect(configureAmplify.mock.calls).toEqual([[CONFIG]]);
});

it('refuses the session code before the configuration is known', async () => {
  const loader = freshLoader();
  await expect(loader.sessionCode()).rejects.toThrow(/startSessionCode was not called/);
});
