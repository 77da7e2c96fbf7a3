import { SEARCH_LIMIT } from '@netfleet/api-client';
import { searchQueryOptions } from '@netfleet/api-client/react';
import type { SearchKind, SearchResultItem } from '@netfleet/contracts';
import { Icon, Loader } from '@netfleet/ui-kit';
import { useQueries } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { type Translate, useTexts } from '../../i18n/useTexts.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import {
  countBadge,
  itemLabel,
  permittedSearchKinds,
  readChosenKinds,
  type SearchKindView,
  tableHref,
  writeChosenKinds,
} from './searchKinds.js';
import { searchTexts } from './texts.js';
import { useDebouncedValue } from './useDebouncedValue.js';

/** Typing pause before the search runs (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

type SearchTranslate = Translate<(typeof searchTexts)['languages']['en']>;

/** The texts key of a device status: 0 offline, 1 online, 2 pending, anything else not activated. */
function deviceStatusKey(status: number) {
  if (status === 0) return 'deviceStatus.offline';
  if (status === 1) return 'deviceStatus.online';
  if (status === 2) return 'deviceStatus.pending';
  return 'deviceStatus.notActivated';
}

interface Option {
  id: string;
  href: string;
}

function secondaryText(t: SearchTranslate, kind: SearchKindView, item: SearchResultItem): string | null {
  if (kind.id === 'devices' && typeof item.status === 'number') return t(deviceStatusKey(item.status));
  if (kind.id === 'users') return item.name && item.email ? item.email : null;
  if (kind.id === 'remoteAccess' && item.protocol) return item.protocol.toUpperCase();
  if (kind.id === 'vpnHubs' && item.enabled !== undefined) {
    return item.enabled ? t('enabled') : t('disabled');
  }
  return null;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>('input, button, [href], [tabindex]:not([tabindex="-1"])'),
  ).filter((element) => !element.hasAttribute('disabled'));
}

/**
 * The global search (spec §2.5): devices, companies, remote access, VPN hubs, tags, users
 * and files the user may view, 10 per kind with a count badge and "View in table". A
 * combobox over one listbox: arrows move, Enter opens, Esc closes.
 */
export function SearchDialog({
  onClose,
  takeTypedAhead,
}: {
  onClose: () => void;
  /** What was typed between "/" and the input taking focus. */
  takeTypedAhead?: () => string;
}) {
  const { client, theme, env } = useConsole();
  const t = useTexts(searchTexts);
  const user = useCurrentUser();
  const router = useRouter();
  const permitted = useMemo(() => permittedSearchKinds(user, theme), [user, theme]);
  const [chosen, setChosen] = useState<SearchKind[]>(() => readChosenKinds(env.localStorage, permitted));
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(-1);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), listbox: useId(), status: useId() };

  const kinds = permitted.filter((kind) => chosen.includes(kind.id));
  const results = useQueries({ queries: kinds.map((kind) => searchQueryOptions(client, kind.id, q)) });

  useEffect(() => {
    inputRef.current?.focus();
    const typed = takeTypedAhead?.() ?? '';
    if (typed) setText((current) => current + typed);
  }, [takeTypedAhead]);

  const groups = kinds.flatMap((kind, index) => {
    const result = results[index];
    if (!result?.data || result.data.data.length === 0) return [];
    return [{ kind, page: result.data }];
  });
  const failed = kinds.flatMap((kind, index) => (results[index]?.isError ? [kind] : []));
  const options: Option[] = groups.flatMap(({ kind, page }) => [
    ...page.data.map((item) => ({ id: `${ids.listbox}-${kind.id}-${item.id}`, href: kind.itemHref(item) })),
    { id: `${ids.listbox}-${kind.id}-table`, href: tableHref(kind, q) },
  ]);
  const optionIndex = new Map(options.map((option, index) => [option.id, index]));
  const searching = q !== '' && results.some((result) => result.isFetching);

  // A new result set starts without a highlighted option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: q and the kinds are the triggers.
  useEffect(() => setActive(-1), [q, chosen]);

  useEffect(() => {
    const id = options[active]?.id;
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, options]);

  let message: string | null = null;
  if (kinds.length === 0) message = t('noKinds');
  else if (q === '') message = t('typeToSearch');
  else if (!searching && groups.length === 0 && failed.length === 0) message = t('noResults');

  const open = (href: string) => {
    onClose();
    void router.navigate({ href });
  };

  const toggleKind = (id: SearchKind) => {
    const next = chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id];
    setChosen(next);
    writeChosenKinds(env.localStorage, next);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active] ?? (count === 1 ? options[0] : undefined);
      if (option) open(option.href);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab inside the dialog.
    const elements = focusables(dialogRef.current);
    const first = elements[0];
    const last = elements.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      className="search-overlay"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        className="search-dialog"
        onKeyDown={onDialogKeyDown}
      >
        <div className="search-dialog__header">
          <h2 id={ids.title} className="search-dialog__title">
            {t('title')}
          </h2>
          <button
            type="button"
            className="header-button search-dialog__close"
            aria-label={t('close')}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <div className="search-dialog__field">
          <Icon name="search" size={18} className="search-dialog__icon" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            className="nf-input search-dialog__input"
            aria-label={t('input')}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={ids.listbox}
            aria-describedby={ids.status}
            aria-activedescendant={options[active]?.id}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          {searching ? <Loader size="small" label={t('searching')} /> : null}
        </div>
        <fieldset className="search-dialog__kinds">
          <legend>{t('searchIn')}</legend>
          {permitted.map((kind) => (
            <label key={kind.id} className="search-kind">
              <input
                type="checkbox"
                checked={chosen.includes(kind.id)}
                onChange={() => toggleKind(kind.id)}
              />
              <span>{t(`kinds.${kind.id}`)}</span>
            </label>
          ))}
        </fieldset>
        <p id={ids.status} className="search-dialog__status" role="status">
          {message ?? (searching ? t('searching') : '')}
        </p>
        {failed.length > 0 ? (
          <p className="search-dialog__error">
            {t('failed', { kinds: failed.map((kind) => t(`kinds.${kind.id}`)).join(', ') })}
          </p>
        ) : null}
        <div id={ids.listbox} role="listbox" aria-label={t('results')} className="search-results">
          {groups.map(({ kind, page }) => {
            const headId = `${ids.listbox}-${kind.id}-head`;
            const tableId = `${ids.listbox}-${kind.id}-table`;
            return (
              // A listbox groups its options with role="group"; a fieldset would not be one.
              // biome-ignore lint/a11y/useSemanticElements: ARIA listbox pattern.
              <div key={kind.id} role="group" aria-labelledby={headId} className="search-group">
                <div id={headId} className="search-group__head">
                  <span className="search-group__label">{t(`kinds.${kind.id}`)}</span>{' '}
                  <span className="search-group__badge">{countBadge(page.total, SEARCH_LIMIT)}</span>
                </div>
                {page.data.map((item) => {
                  const id = `${ids.listbox}-${kind.id}-${item.id}`;
                  const index = optionIndex.get(id) ?? -1;
                  const secondary = secondaryText(t, kind, item);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (arrows, Enter).
                    <div
                      key={id}
                      id={id}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className="search-option"
                      onPointerMove={() => setActive(index)}
                      onClick={() => open(kind.itemHref(item))}
                    >
                      {kind.id === 'tags' && item.color ? (
                        <span
                          className="search-option__swatch"
                          style={{ backgroundColor: item.color }}
                          aria-hidden="true"
                        />
                      ) : null}
                      <span className="search-option__name">{itemLabel(item)}</span>
                      {secondary ? <span className="search-option__meta">{secondary}</span> : null}
                    </div>
                  );
                })}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (arrows, Enter). */}
                <div
                  id={tableId}
                  role="option"
                  tabIndex={-1}
                  aria-selected={optionIndex.get(tableId) === active}
                  className="search-option search-option--table"
                  onPointerMove={() => setActive(optionIndex.get(tableId) ?? -1)}
                  onClick={() => open(tableHref(kind, q))}
                >
                  {t('viewInTable')}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
