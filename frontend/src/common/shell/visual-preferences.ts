import { applyDensity, applyMode, Density, Mode } from '@cloudscape-design/global-styles';

import { readStored, writeStored } from '../browser-storage';
import { VISUAL_PREFERENCE_KEYS } from './visual-preference-keys';

/**
 * Dark mode and compact density (issue 12 §2), chosen in the account menu and remembered per
 * browser. The entry applies them before the first render, so no screen flashes light first;
 * this module stays tiny because every page, public ones too, loads it.
 */
const MODE_KEY = VISUAL_PREFERENCE_KEYS.mode.storageKey;
const DENSITY_KEY = VISUAL_PREFERENCE_KEYS.density.storageKey;

export interface VisualPreferences {
  dark: boolean;
  compact: boolean;
}

export function storedVisualPreferences(): VisualPreferences {
  return {
    dark: readStored(MODE_KEY) === Mode.Dark,
    compact: readStored(DENSITY_KEY) === Density.Compact,
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
  writeStored(MODE_KEY, next.dark ? Mode.Dark : Mode.Light);
  writeStored(DENSITY_KEY, next.compact ? Density.Compact : Density.Comfortable);
  apply(next);
  return next;
}
