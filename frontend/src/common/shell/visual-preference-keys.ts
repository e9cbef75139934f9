/**
 * Where the visual preferences are remembered and the body classes Cloudscape's `applyMode` and
 * `applyDensity` set for them. Shared with the prerendered pages' inline script
 * (`vite-prerender.mts`), which applies them before the first paint; this module imports nothing.
 */
export const VISUAL_PREFERENCE_KEYS = {
  mode: { storageKey: 'orgconsole.visualMode', on: 'dark', bodyClass: 'awsui-dark-mode' },
  density: { storageKey: 'orgconsole.density', on: 'compact', bodyClass: 'awsui-compact-mode' },
} as const;

/**
 * A classic script for the top of `<body>`: sets the remembered preferences' body classes. It
 * runs before anything paints, which an external script could only do with a blocking download.
 */
export const VISUAL_PREFERENCES_SCRIPT = `(function () {
  try {
    var keys = ${JSON.stringify(VISUAL_PREFERENCE_KEYS)};
    for (var name in keys) {
      var key = keys[name];
      if (window.localStorage.getItem(key.storageKey) === key.on) {
        document.body.classList.add(key.bodyClass);
      }
    }
  } catch (error) {
    // Storage disabled: the console applies the defaults.
  }
})();`;
