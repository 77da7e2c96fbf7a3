import { useDisclosureDismiss } from '@netfleet/ui-kit';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import type { TablePreferences } from '../../../components/tablePreferences/tablePreferences.js';
import { useTexts } from '../../../i18n/useTexts.js';
import type { DevicesSearch } from '../devicesSearch.js';
import { devicesTexts } from '../texts.js';
import { DEVICE_VIEWS_KEY, parseSavedViews, type SavedView, withoutView, withView } from './savedViews.js';

/** Props of {@link SavedViewsMenu}. */
export interface SavedViewsMenuProps {
  /** The list's filters and sort now (what "Save" keeps). */
  search: DevicesSearch;
  /** Its columns now. */
  columns: Pick<TablePreferences, 'order' | 'hidden'>;
  /** Applies a view: its filters and sort to the URL, its columns to the table preferences. */
  onApply: (view: SavedView) => void;
}

/**
 * "Views": the user's saved views of the devices list (per-user storage `views:devices`):
 * apply one, delete one, or save the current filters, sort and columns under a name.
 */
export function SavedViewsMenu({ search, columns, onApply }: SavedViewsMenuProps) {
  const t = useTexts(devicesTexts);
  const { storage, toasts } = useConsole();
  const raw = useSyncExternalStore(
    storage.subscribe,
    () => storage.get(DEVICE_VIEWS_KEY),
    () => storage.get(DEVICE_VIEWS_KEY),
  );
  const views = parseSavedViews(raw);
  const [name, setName] = useState('');
  const [unnamed, setUnnamed] = useState(false);
  const errorId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);

  const store = (next: SavedView[], done?: () => void) => {
    storage.set(DEVICE_VIEWS_KEY, JSON.stringify(next)).then(done, () => toasts.error(t('views.saveFailed')));
  };

  return (
    <details ref={ref} className="devices-menu devices-views">
      <summary className="nf-button">{t('views.button')}</summary>
      <div className="devices-menu__panel">
        {views.length === 0 ? (
          <p className="devices-menu__note">{t('views.none')}</p>
        ) : (
          <ul className="devices-views__list">
            {views.map((view) => (
              <li key={view.name}>
                <button
                  type="button"
                  className="nf-button nf-button--link"
                  onClick={() => {
                    // The view applied, the menu closes (its summary keeps the focus).
                    if (ref.current) ref.current.open = false;
                    ref.current?.querySelector('summary')?.focus();
                    onApply(view);
                  }}
                >
                  {view.name}
                </button>
                <button
                  type="button"
                  className="nf-button nf-button--icon"
                  aria-label={t('views.delete', { name: view.name })}
                  onClick={() => store(withoutView(views, view.name))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="devices-views__save"
          // Its own message in the user's language, not the browser's bubble in the browser's.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            setUnnamed(!trimmed);
            if (!trimmed) return;
            store(withView(views, { name: trimmed, search, columns }), () => {
              setName('');
              toasts.success(t('views.saved', { name: trimmed }));
            });
          }}
        >
          <label>
            {t('views.name')}
            <input
              className="nf-input"
              value={name}
              maxLength={60}
              required
              aria-invalid={unnamed || undefined}
              aria-describedby={unnamed ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          {unnamed ? (
            <p id={errorId} className="nf-field__error" role="alert">
              {t('views.nameMissing')}
            </p>
          ) : null}
          <button type="submit" className="nf-button nf-button--primary">
            {t('views.save')}
          </button>
        </form>
      </div>
    </details>
  );
}
