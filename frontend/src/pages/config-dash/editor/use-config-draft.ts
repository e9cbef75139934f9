import { useMemo, useState } from 'react';

import { canonicalJson } from '@domain/config-diff';
import { CORE_CONFIG_IDENTIFIER } from '@domain/config-schema';

import { configDashStrings } from '../../../strings/config-dash';
import { type ConfigProblem, configProblems } from './config-problems';
import type { ConfigState } from './config-state';
import { configFromDraft, type CoreDraft, draftFromConfig, formHolds } from './core-draft';

const text = configDashStrings.configEditor;

export type EditorTab = 'form' | 'json';

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function parsed(json: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(json) as unknown };
  } catch (error) {
    return { error: text.invalidJson(error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * The editor's draft of a unit's own config: the form's rows (core only) or the JSON text, one of
 * them current. Switching carries the draft across; the JSON goes to the form only when the form
 * can hold it exactly. Checks run on every change, shown once a save or an upload asked for them.
 */
export function useConfigDraft(identifier: string, state: ConfigState | undefined, unitId: string) {
  const initial = useMemo(() => state?.own ?? {}, [state]);
  const hasForm = identifier === CORE_CONFIG_IDENTIFIER;
  const [tab, setTab] = useState<EditorTab>(hasForm && formHolds(initial) ? 'form' : 'json');
  const [draft, setDraft] = useState<CoreDraft>(() => draftFromConfig(initial));
  const [json, setJson] = useState(() => pretty(initial));
  const [tabError, setTabError] = useState<string>();
  const [checked, setChecked] = useState(false);

  const current = useMemo(
    () => (tab === 'form' ? { value: configFromDraft(draft) } : parsed(json)),
    [tab, draft, json],
  );
  const parseError = 'error' in current ? current.error : undefined;
  const config = 'value' in current ? current.value : undefined;
  const problems: ConfigProblem[] = useMemo(
    () => (parseError ? [] : configProblems(identifier, config, state, unitId)),
    [config, identifier, parseError, state, unitId],
  );
  const dirty = parseError !== undefined || canonicalJson(config) !== canonicalJson(initial);

  const switchTab = (next: EditorTab) => {
    setTabError(undefined);
    if (next === tab) return;
    if (next === 'json') {
      setJson(pretty(configFromDraft(draft)));
      setTab('json');
      return;
    }
    const fromJson = parsed(json);
    const own = 'value' in fromJson ? fromJson.value : undefined;
    if (
      typeof own !== 'object' ||
      own === null ||
      Array.isArray(own) ||
      !formHolds(own as Record<string, unknown>)
    ) {
      setTabError(text.formNeedsJson);
      return;
    }
    setDraft(draftFromConfig(own as Record<string, unknown>));
    setTab('form');
  };

  return {
    hasForm,
    tab,
    switchTab,
    tabError,
    draft,
    setDraft,
    json,
    setJson,
    /** Puts a file's text into the JSON editor and shows its problems at once. */
    loadJson: (fileText: string) => {
      setJson(fileText);
      setTab('json');
      setTabError(undefined);
      setChecked(true);
    },
    /** The config to save, when it has no problems; marks the problems as asked for either way. */
    checkedConfig: (): object | undefined => {
      setChecked(true);
      return parseError || problems.length > 0 ? undefined : (config as object);
    },
    shownProblems: !checked ? [] : parseError ? [{ path: '', message: parseError }] : problems,
    parseError: checked || tab === 'json' ? parseError : undefined,
    dirty,
  };
}
