import enMessages from '@cloudscape-design/components/i18n/messages/all.en.json';

/**
 * The console's build replaces formatjs's message parser with its no-parser build
 * (frontend/vite.config.mts, formatjs's documented no-parser entry point): safe only while every Cloudscape message is a compiled AST.
 */
describe('Cloudscape English messages', () => {
  it('are all pre-compiled, so the console never needs the message parser', () => {
    const components = enMessages['cloudscape-design-components'].en as Record<
      string,
      Record<string, unknown>
    >;
    const uncompiled = Object.entries(components).flatMap(([component, messages]) =>
      Object.entries(messages)
        .filter(([, message]) => !Array.isArray(message))
        .map(([key]) => `${component}.${key}`),
    );
    expect(Object.keys(components).length).toBeGreaterThan(30);
    expect(uncompiled).toEqual([]);
  });
});
