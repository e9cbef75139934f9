/**
 * The boot script of a prerendered page (frontend/vite-prerender.mts): after the first paint it
 * starts the entry, then adds the page's preloads a few at a time, each batch in a task of its own.
 */
import vm from 'node:vm';

import { fromBuildModule } from './build-module';

const BOOT_SCRIPT = fromBuildModule<string>('vite-prerender.mts', ['BOOT_SCRIPT'], 'BOOT_SCRIPT');

interface Added {
  tag: string;
  type?: string;
  rel?: string;
  href?: string;
  src?: string;
}

it('starts the entry at once and adds the preloads in order, a few per task', () => {
  const preloads = Array.from({ length: 12 }, (_, index) => `/assets/chunk-${index}.js`);
  const added: Added[] = [];
  let clock = 0;
  const attributes: Record<string, string> = {
    'data-entry': '/assets/index.js',
    'data-preloads': JSON.stringify(preloads),
  };
  const document = {
    visibilityState: 'hidden',
    currentScript: { getAttribute: (name: string) => attributes[name] },
    createElement: (tag: string) => {
      const element: Added & Record<string, unknown> = { tag };
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element[name] = value),
      });
    },
    head: { appendChild: (element: Added) => added.push(element) },
  };
  // A message channel whose messages the test delivers itself, one task at a time.
  const channel = {
    posted: 0,
    port1: { onmessage: (() => undefined) as () => void },
    port2: { postMessage: () => (channel.posted += 1) },
  };
  // Each reading of the clock takes 1 ms: a batch of the 4 ms budget adds a few links.
  const performance = { now: () => clock++ };
  vm.runInNewContext(BOOT_SCRIPT, {
    document,
    performance,
    MessageChannel: function MessageChannel() {
      return channel;
    },
  });

  // A hidden tab starts at once: the entry first, in the script's own task, then nothing else.
  expect(added.map(({ tag, type, src }) => ({ tag, type, src }))).toEqual([
    { tag: 'script', type: 'module', src: '/assets/index.js' },
  ]);
  const perTask: number[] = [];
  while (channel.posted > 0 && perTask.length < 30) {
    channel.posted -= 1;
    const before = added.length;
    channel.port1.onmessage();
    perTask.push(added.length - before);
  }
  expect(added.slice(1).map((element) => [element.rel, element.href])).toEqual(
    preloads.map((href) => ['modulepreload', href]),
  );
  expect(perTask.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...perTask)).toBeLessThan(preloads.length);
  expect(perTask.every((count) => count > 0)).toBe(true);
});
