import { applyDensity, applyMode, Density, Mode } from '@cloudscape-design/global-styles';

/**
 * Dark mode and compact density (issue 12 §2), chosen in the account menu and remembered per
 * browser. The entry applies them before the first render, so no screen flashes light first;
 * this module stays tiny because every page, public ones too, loads it.
 */
const MODE_KEY = 'orgconsole.visualMode';
const DENSITY_KEY = 'orgconsole.density';

export interface VisualPreferences {
  dark: boolean;
  compact: boolean;
}

/** Storage may be unavailable (privacy settings): the console then keeps the defaults. */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}

export function storedVisualPreferences(): VisualPreferences {
  return {
    dark: stored(MODE_KEY) === Mode.Dark,
    compact: stored(DENSITY_KEY) === Density.Compact,
  };
}

function apply({ dark, compact }: VisualPreferences): void {
  applyMode(dark ? Mode.Dark : Mode.Light);
  applyDensity(compact ? Density.Compact : Density.Comfortable);
}

/** Called by the entry before the first render. */
export function applyStoredVisualPreferences(): void {
  apply(storedVisualPreferences());
}

/** Applies and remembers a changed preference; returns what is now in force. */
export function changeVisualPreferences(change: Partial<VisualPreferences>): VisualPreferences {
  const next = { ...storedVisualPreferences(), ...change };
  store(MODE_KEY, next.dark ? Mode.Dark : Mode.Light);
  store(DENSITY_KEY, next.compact ? Density.Compact : Density.Comfortable);
  apply(next);
  return next;
}
