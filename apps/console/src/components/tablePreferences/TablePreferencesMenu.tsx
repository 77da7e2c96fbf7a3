import './tablePreferences.css';
import { Icon, useDisclosureDismiss } from '@netfleet/ui-kit';
import { useRef, useSyncExternalStore } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { reenablePrompts, silencedPrompts } from './promptReminders.js';
import { moveColumn, orderColumns, type TablePreferences } from './tablePreferences.js';
import { tablePreferencesTexts } from './texts.js';

/** A column as the menu lists it. */
export interface PreferenceColumn {
  id: string;
  header: string;
  /** May be hidden. Defaults to `true`. */
  hideable?: boolean;
}

/** Props of {@link TablePreferencesMenu}. */
export interface TablePreferencesMenuProps {
  columns: readonly PreferenceColumn[];
  preferences: TablePreferences;
  /** Saves a change of the preferences (the caller merges and stores it). */
  onChange: (change: TablePreferences) => void;
  /** Page sizes offered; no page size choice without them. */
  pageSizes?: readonly number[];
  pageSize?: number;
}

/**
 * "Table settings": a disclosure with the table's columns (shown or hidden, moved up or
 * down), the page size, and the prompts whose "do not show again" was ticked, with a button
 * that shows them again (spec forms §4). Keyboard reachable; Esc closes it.
 */
export function TablePreferencesMenu({
  columns,
  preferences,
  onChange,
  pageSizes,
  pageSize,
}: TablePreferencesMenuProps) {
  const t = useTexts(tablePreferencesTexts);
  const { storage, toasts } = useConsole();
  const entries = useSyncExternalStore(storage.subscribe, storage.getSnapshot, storage.getSnapshot);
  const silenced = silencedPrompts(entries).length;
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);

  const ordered = orderColumns(columns, preferences.order);
  const ids = ordered.map((column) => column.id);
  const hidden = new Set(preferences.hidden ?? []);
  const shownCount = ordered.filter((column) => !hidden.has(column.id)).length;

  const toggle = (id: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(id);
    else next.add(id);
    onChange({ hidden: ids.filter((column) => next.has(column)) });
  };

  return (
    <details ref={ref} className="table-preferences">
      <summary className="nf-button">
        <Icon name="columns" size={16} />
        {t('button')}
      </summary>
      <div className="table-preferences__panel">
        <fieldset className="table-preferences__columns">
          <legend>{t('columns')}</legend>
          <ul>
            {ordered.map((column, index) => (
              <li key={column.id} className="table-preferences__column">
                <label>
                  <input
                    type="checkbox"
                    checked={!hidden.has(column.id)}
                    disabled={column.hideable === false || (!hidden.has(column.id) && shownCount === 1)}
                    onChange={(event) => toggle(column.id, event.target.checked)}
                  />
                  {column.header}
                </label>
                <button
                  type="button"
                  className="nf-button nf-button--icon"
                  aria-label={t('moveUp', { column: column.header })}
                  disabled={index === 0}
                  onClick={() => onChange({ order: moveColumn(ids, column.id, -1) })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="nf-button nf-button--icon"
                  aria-label={t('moveDown', { column: column.header })}
                  disabled={index === ordered.length - 1}
                  onClick={() => onChange({ order: moveColumn(ids, column.id, 1) })}
                >
                  ↓
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="nf-button"
            onClick={() => onChange({ order: undefined, hidden: undefined })}
          >
            {t('reset')}
          </button>
        </fieldset>
        {pageSizes && pageSizes.length > 0 ? (
          <label className="table-preferences__page-size">
            {t('pageSize')}
            <select
              className="nf-input"
              value={pageSize}
              onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className="table-preferences__prompts">
          <legend>{t('prompts')}</legend>
          <p>{silenced > 0 ? t('promptsSilenced', { count: silenced }) : t('promptsNone')}</p>
          <button
            type="button"
            className="nf-button"
            disabled={silenced === 0}
            onClick={() => {
              reenablePrompts(storage).then(
                () => toasts.success(t('promptsReenabled')),
                () => toasts.error(t('saveFailed')),
              );
            }}
          >
            {t('reenablePrompts')}
          </button>
        </fieldset>
      </div>
    </details>
  );
}
