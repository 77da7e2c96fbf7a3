import { loadPickList } from '@netfleet/api-client';
import { companyTreeQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceTag } from '@netfleet/contracts';
import { useSubmitFlow } from '@netfleet/forms';
import { Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { consoleModalRegistry } from '../../../modals/consoleModalRegistry.js';
import { useCan } from '../../../session/useCurrentUser.js';
import { ConsoleFormsProvider } from '../../forms/ConsoleFormsProvider.js';
import { deviceTexts } from '../texts.js';
import { companyLineage } from './companyLineage.js';
import { FormErrors } from './FormErrors.js';

/** Props of {@link DeviceTagsForm}. */
export interface DeviceTagsFormProps {
  device: { id: number; company_id: number; tags?: readonly DeviceTag[] | undefined };
  /** The edit ended: saved or cancelled. */
  onDone: () => void;
}

/** Above this many tags a filter box helps find one. */
const FILTER_FROM = 8;

function TagsForm({ device, onDone }: DeviceTagsFormProps) {
  const t = useTexts(deviceTexts);
  const client = useApiClient();
  const flow = useSubmitFlow();
  const legendId = useId();
  const [chosen, setChosen] = useState(() => new Set((device.tags ?? []).map((tag) => tag.id)));
  const [filter, setFilter] = useState('');
  // A device carries tags of its company or of a company above it (the server refuses
  // others): the tags pick-list (spec forms §7, `GET /tags?limit=100`) of each of those.
  const can = useCan();
  const tree = useQuery({ ...companyTreeQueryOptions(client), enabled: can('view_companies') });
  const lineage = companyLineage(device.company_id, tree.data);
  const tags = useQuery({
    queryKey: ['tags', 'pickList', lineage],
    queryFn: async () =>
      (
        await Promise.all(
          lineage.map((companyId) =>
            loadPickList<DeviceTag>(client.http, '/tags', ['id', 'name', 'color'], { company_id: companyId }),
          ),
        )
      ).flat(),
    // The lineage is known once the tree has loaded (or failed, or may not be read).
    enabled: !tree.isLoading,
  });
  // Tags the device carries stay listed even when the pick-list's first 100 miss them.
  const known = new Map((device.tags ?? []).map((tag) => [tag.id, tag]));
  for (const tag of tags.data ?? []) known.set(tag.id, tag);
  const needle = filter.trim().toLowerCase();
  const shown = [...known.values()]
    .filter((tag) => !needle || tag.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await flow.submit({
      url: `/devices/${device.id}/tags`,
      method: 'put',
      data: { tag_ids: [...chosen] },
      schema: { tableRef: 'devices' },
      fieldKeys: ['tag_ids'],
      hideMsg: true,
    });
    if (result.status === 'success') onDone();
  };
  const toggle = (id: number, on: boolean) => {
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    flow.clearFieldError('tag_ids');
  };

  return (
    <form
      className="device-edit device-edit--tags"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <fieldset className="device-edit__tags" aria-labelledby={legendId}>
        <legend id={legendId}>{t('tagEdit.label')}</legend>
        {known.size > FILTER_FROM ? (
          <input
            className="nf-input device-edit__filter"
            type="search"
            aria-label={t('tagEdit.search')}
            placeholder={t('tagEdit.search')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        ) : null}
        {tags.isPending ? <Loader label={t('tagEdit.loading')} /> : null}
        {tags.isError ? <p role="alert">{t('tagEdit.loadFailed')}</p> : null}
        {!tags.isPending && known.size === 0 ? <p>{t('tagEdit.empty')}</p> : null}
        <ul className="device-edit__tag-list">
          {shown.map((tag) => (
            <li key={tag.id}>
              <label className="device-edit__tag">
                <input
                  type="checkbox"
                  checked={chosen.has(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
                <span className="tag-chip__dot" style={{ background: tag.color }} aria-hidden="true" />
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
        {flow.fieldErrors.tag_ids ? (
          <p className="nf-field__error" role="alert">
            {flow.fieldErrors.tag_ids}
          </p>
        ) : null}
      </fieldset>
      <FormErrors messages={flow.general} />
      <div className="device-edit__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={flow.pending}>
          {t('tagEdit.save')}
        </button>
        <button type="button" className="nf-button" onClick={onDone}>
          {t('tagEdit.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The device's tags edited in place: a checkbox per tag the device may carry (its company's
 * and those of the companies above it, from the tags pick-list) and every tag it carries, saved as the whole set with `PUT /devices/{id}/tags` `{ tag_ids }`
 * through the forms' generic submit flow. Esc or Cancel ends the edit. Loaded when the user
 * starts editing, with the forms layer.
 */
export function DeviceTagsForm(props: DeviceTagsFormProps) {
  return (
    <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
      <TagsForm {...props} />
    </ConsoleFormsProvider>
  );
}
