import { loadPickList, type PickListPath } from '@netfleet/api-client';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { HttpClient } from '../../api/createApiSender.js';
import type { FieldOption, PickListSource } from '../../core/fields/FieldDefinition.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** Props of {@link ItemSelect}. */
export interface ItemSelectProps {
  http: HttpClient;
  source: PickListSource;
  /** Query parameters from the form's values (`source.params`), resolved by the caller. */
  params?: Record<string, string | number | undefined>;
  value: unknown;
  onChange: (value: string | number | null) => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Called with the load error's message (shown by the caller), or `null` once loaded. */
  onLoadError?: (message: string | null) => void;
  selectRef?: Ref<HTMLSelectElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

type Item = Record<string, unknown>;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; items: Item[] }
  | { status: 'error'; message: string };

function optionOf(item: Record<string, unknown>, valueKey: string, labelKey: string): FieldOption | null {
  const value = item[valueKey];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const label = item[labelKey];
  return {
    value,
    label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value),
  };
}

/**
 * A select fed by a pick-list (spec forms §7: `GET {path}?limit=100&fields=...`), reloaded
 * when its query changes. The value keeps the item's type (ids stay numbers). A value that is
 * not among the first load's choices is kept (a default beyond the list's 100); one that is not
 * among the choices of a later query (`params` followed another field) is cleared, since that
 * field no longer allows it.
 *
 * @example
 * <ItemSelect http={client.http} source={{ path: '/companies' }} value={companyId} onChange={setCompanyId} />
 */
export function ItemSelect(props: ItemSelectProps) {
  const t = useFormsTexts();
  const { http, source, params, value, onChange, onLoadError } = props;
  const valueKey = source.valueKey ?? 'id';
  const labelKey = source.labelKey ?? 'name';
  const fields = source.fields ?? [valueKey, labelKey, ...(source.groupKey ? [source.groupKey] : [])];
  const query = JSON.stringify({ path: source.path, fields, params: params ?? {} });
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const firstQuery = useRef(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` stands for path, fields and params; `onLoadError` is a callback that may change identity each render.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadPickList<Item>(http, source.path as PickListPath, fields, params)
      .then((items) => {
        if (!current) return;
        setState({ status: 'ready', items });
        onLoadError?.(null);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error && error.message ? error.message : t('loadFailed');
        setState({ status: 'error', message });
        onLoadError?.(message);
      });
    return () => {
      current = false;
    };
  }, [http, query]);

  // Filtered and labelled at render: a new `filter` function does not reload the list.
  const { filter, formatLabel, groupKey } = source;
  const groupOf = new Map<FieldOption, string>();
  const options = (state.status === 'ready' ? state.items : [])
    .filter((item) => !filter || filter(item))
    .flatMap((item) => {
      const option = optionOf(item, valueKey, labelKey);
      if (!option) return [];
      const labelled = formatLabel ? { ...option, label: formatLabel(option.label) } : option;
      if (groupKey !== undefined) groupOf.set(labelled, String(item[groupKey] ?? ''));
      return [labelled];
    });
  const renderOption = (option: FieldOption) => (
    <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
      {option.label}
    </option>
  );
  const groups = new Map<string, FieldOption[]>();
  for (const option of options) {
    const group = groupOf.get(option) ?? '';
    const members = groups.get(group);
    if (members) members.push(option);
    else groups.set(group, [option]);
  }
  const selected = value === undefined || value === null ? '' : String(value);
  const stale =
    state.status === 'ready' &&
    query !== firstQuery.current &&
    selected !== '' &&
    !options.some((option) => String(option.value) === selected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared once per load that leaves the value out; `onChange` may change identity each render.
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale]);
  return (
    <select
      ref={props.selectRef}
      id={props.id}
      name={props.name}
      className="nf-item-select"
      value={selected}
      disabled={props.disabled}
      aria-busy={state.status === 'loading' || undefined}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid'] || undefined}
      aria-required={props['aria-required'] || undefined}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
        onChange(chosen ? (chosen.value as string | number) : null);
      }}
    >
      <option value="">
        {state.status === 'loading' ? t('loadingOptions') : (props.placeholder ?? t('selectPlaceholder'))}
      </option>
      {/* A value not (yet) among the choices is kept, so a default survives the load. */}
      {selected !== '' && !options.some((option) => String(option.value) === selected) ? (
        <option value={selected}>{selected}</option>
      ) : null}
      {groupKey === undefined
        ? options.map(renderOption)
        : [...groups]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([group, members]) => (
              <optgroup key={group} label={group}>
                {members.map(renderOption)}
              </optgroup>
            ))}
    </select>
  );
}
