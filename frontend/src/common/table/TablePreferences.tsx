import { type ComponentType, useEffect, useRef, useState } from 'react';

import Button from '@cloudscape-design/components/button';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

import { commonStrings } from '../../strings/common';
import { whenIdle } from '../when-idle';
import type { TablePreferences as Preferences } from './use-table-preferences';

export interface PreferenceColumn {
  id: string;
  label: string;
  /** The column that names the row: it cannot be hidden. */
  alwaysVisible?: boolean;
}

export interface TablePreferencesProps {
  preferences: Preferences;
  onConfirm: (preferences: CollectionPreferencesProps.Preferences) => void;
  columns: readonly PreferenceColumn[];
  /** The choices of page size; false for a table that is not paged. */
  pageSizes?: readonly number[] | false;
  /** Cards do not wrap lines. */
  wrapLines?: boolean;
  /** Cards have sections rather than columns. */
  contentTitle?: string;
}

/**
 * The gear button of a table: page size, which columns show and in what order, and line wrapping
 * (Cloudscape CollectionPreferences, labelled by the I18nProvider). Its code (about 25 kB gzip)
 * is not needed to show the table: it loads when the browser is idle, or at once when the gear is
 * pressed first, and then opens.
 */
export function TablePreferences(props: TablePreferencesProps) {
  const [Panel, setPanel] = useState<ComponentType<TablePreferencesProps>>();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let current = true;
    const load = () =>
      loadPanel().then(
        (panel) => current && setPanel(() => panel),
        () => undefined,
      );
    const idle = whenIdle(load);
    return () => {
      current = false;
      idle();
    };
  }, []);

  useEffect(() => {
    if (!Panel || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    wrapper.current?.querySelector('button')?.click();
  }, [Panel, openWhenLoaded]);

  if (Panel) {
    return (
      <span ref={wrapper}>
        <Panel {...props} />
      </span>
    );
  }
  return (
    <Button
      variant="icon"
      iconName="settings"
      ariaLabel={commonStrings.tablePreferences.buttonLabel}
      onClick={() => {
        setOpenWhenLoaded(true);
        void loadPanel().then((panel) => setPanel(() => panel));
      }}
    />
  );
}

let panelLoad: Promise<ComponentType<TablePreferencesProps>> | undefined;
function loadPanel(): Promise<ComponentType<TablePreferencesProps>> {
  panelLoad ??= import('./CollectionPreferencesPanel').then(
    (module) => module.default,
    (error: unknown) => {
      panelLoad = undefined;
      throw error;
    },
  );
  return panelLoad;
}

/** The preference entries of a table's columns: string headers are their labels. */
export function preferenceColumns(
  columns: readonly { id?: string; header: unknown; isRowHeader?: boolean }[],
): PreferenceColumn[] {
  return columns.flatMap((column) =>
    column.id
      ? [
          {
            id: column.id,
            label: typeof column.header === 'string' && column.header ? column.header : column.id,
            alwaysVisible: column.isRowHeader,
          },
        ]
      : [],
  );
}
