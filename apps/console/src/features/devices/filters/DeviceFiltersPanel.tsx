import { companiesQueryOptions, tagsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { MODEL_FAMILIES } from '@netfleet/device-capabilities';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import {
  CAPABILITY_FILTERS,
  type DeviceFilters,
  LAST_SEEN_CHOICES,
  type LastSeenChoice,
  validateDevicesSearch,
} from '../devicesSearch.js';
import { devicesTexts } from '../texts.js';

/** Props of {@link DeviceFiltersPanel}. */
export interface DeviceFiltersPanelProps {
  /** The filters now (from the URL). */
  filters: DeviceFilters;
  /** The new filters (validated; the search text is kept). */
  onApply: (filters: DeviceFilters) => void;
  onClose: () => void;
}

const PICK_LIST = { limit: 100 } as const;
const STATUSES = ['1', '0', '2', '3'] as const;
const STATUS_KEY = { '0': 'offline', '1': 'online', '2': 'pending', '3': 'inactive' } as const;
const SEEN_KEY: Record<LastSeenChoice, 'seen1h' | 'seen24h' | 'seen7d' | 'seenOld'> = {
  '1h': 'seen1h',
  '24h': 'seen24h',
  '7d': 'seen7d',
  old: 'seenOld',
};

const listOf = (value: string | undefined) => (value ? value.split(',') : []);
const toggled = (list: readonly string[], item: string, on: boolean) =>
  on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);

/**
 * The devices list's filters: status, model family and models, firmware below a version,
 * company (with subsidiaries), tags, capabilities and last seen. Applied together to the URL
 * (its own chunk: the list's first rows do not wait for it).
 */
export function DeviceFiltersPanel({ filters, onApply, onClose }: DeviceFiltersPanelProps) {
  const t = useTexts(devicesTexts);
  const client = useApiClient();
  const id = useId();
  const companies = useQuery(companiesQueryOptions(client, PICK_LIST));
  const tags = useQuery(tagsQueryOptions(client, PICK_LIST));
  const [draft, setDraft] = useState({
    status: listOf(filters.status),
    family: listOf(filters.family),
    model: filters.model?.replaceAll(',', ', ') ?? '',
    firmware_below: filters.firmware_below ?? '',
    company_id: filters.company_id ? String(filters.company_id) : '',
    subsidiaries: filters.subsidiaries === 1,
    tag_id: listOf(filters.tag_id),
    capability: listOf(filters.capability),
    seen: filters.seen ?? '',
  });
  const set = (change: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validateDevicesSearch({
      status: draft.status.join(','),
      family: draft.family.join(','),
      model: draft.model.replaceAll(' ', ''),
      firmware_below: draft.firmware_below,
      company_id: draft.company_id,
      subsidiaries: draft.subsidiaries ? 1 : undefined,
      tag_id: draft.tag_id.join(','),
      capability: draft.capability.join(','),
      seen: draft.seen,
      q: filters.q,
    });
    onApply(next);
  };

  return (
    <form className="device-filters" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="device-filters__title">
        {t('filters.title')}
      </h2>
      <div className="device-filters__grid">
        <fieldset>
          <legend>{t('filters.status')}</legend>
          {STATUSES.map((status) => (
            <label key={status} className="device-filters__check">
              <input
                type="checkbox"
                checked={draft.status.includes(status)}
                onChange={(event) => set({ status: toggled(draft.status, status, event.target.checked) })}
              />
              {t(`status.${STATUS_KEY[status]}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('filters.family')}</legend>
          {MODEL_FAMILIES.map((family) => (
            <label key={family} className="device-filters__check">
              <input
                type="checkbox"
                checked={draft.family.includes(family)}
                onChange={(event) => set({ family: toggled(draft.family, family, event.target.checked) })}
              />
              {family}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('filters.modelGroup')}</legend>
          <label className="device-filters__field">
            {t('filters.model')}
            <input
              className="nf-input"
              name="model"
              value={draft.model}
              placeholder="RUT955, RUTX11"
              aria-describedby={`${id}-model-hint`}
              onChange={(event) => set({ model: event.target.value })}
            />
          </label>
          <small id={`${id}-model-hint`}>{t('filters.modelHint')}</small>
          <label className="device-filters__field">
            {t('filters.firmwareBelow')}
            <input
              className="nf-input"
              name="firmware_below"
              value={draft.firmware_below}
              placeholder="7.6"
              pattern="\d{1,3}(\.\d{1,3}){0,3}"
              aria-describedby={`${id}-firmware-hint`}
              onChange={(event) => set({ firmware_below: event.target.value.trim() })}
            />
          </label>
          <small id={`${id}-firmware-hint`}>{t('filters.firmwareHint')}</small>
        </fieldset>
        <fieldset>
          <legend>{t('filters.companyGroup')}</legend>
          <label className="device-filters__field">
            {t('filters.company')}
            <select
              className="nf-input"
              name="company_id"
              value={draft.company_id}
              onChange={(event) => set({ company_id: event.target.value })}
            >
              <option value="">{t('filters.anyCompany')}</option>
              {draft.company_id &&
              !companies.data?.data.some((company) => String(company.id) === draft.company_id) ? (
                <option value={draft.company_id}>#{draft.company_id}</option>
              ) : null}
              {(companies.data?.data ?? []).map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          </label>
          <label className="device-filters__check">
            <input
              type="checkbox"
              checked={draft.subsidiaries}
              disabled={!draft.company_id}
              onChange={(event) => set({ subsidiaries: event.target.checked })}
            />
            {t('filters.subsidiaries')}
          </label>
          <label className="device-filters__field">
            {t('filters.seen')}
            <select
              className="nf-input"
              name="seen"
              value={draft.seen}
              onChange={(event) => set({ seen: event.target.value as LastSeenChoice | '' })}
            >
              <option value="">{t('filters.seenAny')}</option>
              {LAST_SEEN_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`filters.${SEEN_KEY[choice]}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('filters.capabilities')}</legend>
          {CAPABILITY_FILTERS.map((capability) => (
            <label key={capability} className="device-filters__check">
              <input
                type="checkbox"
                checked={draft.capability.includes(capability)}
                onChange={(event) =>
                  set({ capability: toggled(draft.capability, capability, event.target.checked) })
                }
              />
              {t(`capability.${capability}`)}
            </label>
          ))}
        </fieldset>
        {(tags.data?.data.length ?? 0) > 0 ? (
          <fieldset>
            <legend>{t('filters.tags')}</legend>
            {(tags.data?.data ?? []).map((tag) => (
              <label key={tag.id} className="device-filters__check">
                <input
                  type="checkbox"
                  checked={draft.tag_id.includes(String(tag.id))}
                  onChange={(event) =>
                    set({ tag_id: toggled(draft.tag_id, String(tag.id), event.target.checked) })
                  }
                />
                <span className="tag-chip__dot" style={{ background: tag.color }} aria-hidden="true" />
                {tag.name}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className="device-filters__actions">
        <button type="submit" className="nf-button nf-button--primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="nf-button" onClick={onClose}>
          {t('filters.close')}
        </button>
      </div>
    </form>
  );
}
