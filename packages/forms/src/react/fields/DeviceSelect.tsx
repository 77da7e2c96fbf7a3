import { loadPickList } from '@netfleet/api-client';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import type { HttpClient } from '../../api/createApiSender.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** A device as the picker lists it. */
export interface DeviceOption {
  id: number;
  name?: string;
  serial?: string;
  model?: string;
}

/** Props of {@link DeviceSelect}. */
export interface DeviceSelectProps {
  http: HttpClient;
  /** The chosen device's id. */
  value: number | string | null | undefined;
  onChange: (id: number | null, device: DeviceOption | null) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Wait after the last keystroke before searching, in ms. Defaults to `250`. */
  debounceMs?: number;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** Columns the picker asks `GET /devices` for. */
export const DEVICE_SELECT_FIELDS = ['id', 'name', 'serial', 'model'] as const;

/** "Name (serial)", or what there is of it. */
export function deviceLabel(device: DeviceOption): string {
  const name = device.name || device.model || `#${device.id}`;
  return device.serial ? `${name} (${device.serial})` : name;
}

/**
 * A searchable device picker (an ARIA combobox) over `GET /devices?q=...&limit=100` (a
 * pick-list: api-client's `loadPickList`, so answers are parsed and cached): typing
 * searches by name or serial, arrows move through the matches, Enter or a click chooses,
 * Escape closes the list. The value is the device id.
 *
 * @example
 * <DeviceSelect http={client.http} value={deviceId} onChange={(id) => setDeviceId(id)} />
 */
export function DeviceSelect(props: DeviceSelectProps) {
  const t = useFormsTexts();
  const { http, value, onChange, debounceMs = 250 } = props;
  const generated = useId();
  const listId = `${generated}-list`;
  const [chosen, setChosen] = useState<DeviceOption | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [devices, setDevices] = useState<DeviceOption[]>([]);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);

  // The chosen device is shown by name; a value set from outside shows by id.
  const shown = open
    ? query
    : chosen && String(chosen.id) === String(value ?? '')
      ? deviceLabel(chosen)
      : value === null || value === undefined || value === ''
        ? query
        : `#${value}`;

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      // The devices pick-list (spec forms §7), parsed and cached like every pick-list.
      loadPickList<DeviceOption>(http, '/devices', DEVICE_SELECT_FIELDS, { q: query.trim() || undefined })
        .then((found) => {
          if (!current) return;
          setDevices(found);
          setActive(found.length > 0 ? 0 : -1);
        })
        .catch(() => {
          if (current) setDevices([]);
        })
        .finally(() => {
          if (current) setLoading(false);
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [http, open, query, debounceMs]);

  const choose = (device: DeviceOption | null) => {
    setChosen(device);
    setOpen(false);
    setQuery('');
    onChange(device ? device.id : null, device);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (devices.length === 0 ? -1 : (index + step + devices.length) % devices.length));
    } else if (event.key === 'Enter' && open) {
      // Enter picks a match instead of submitting the form.
      event.preventDefault();
      const device = devices[active];
      if (device) choose(device);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the modal around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const activeId = open && devices[active] ? `${generated}-option-${devices[active].id}` : undefined;
  return (
    <div className="nf-device-select">
      <div className="nf-device-select__row">
        <input
          ref={props.inputRef}
          id={props.id}
          name={props.name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid'] || undefined}
          aria-required={props['aria-required'] || undefined}
          placeholder={props.placeholder ?? t('searchDevices')}
          disabled={props.disabled}
          value={shown}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {value !== null && value !== undefined && value !== '' ? (
          <button
            type="button"
            className="nf-button nf-device-select__clear"
            aria-label={t('clearDevice')}
            disabled={props.disabled}
            onClick={() => choose(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div id={listId} role="listbox" className="nf-device-select__list" hidden={!open}>
        {open && !loading && devices.length === 0 ? (
          <p className="nf-device-select__empty">{t('noDevices')}</p>
        ) : null}
        {devices.map((device, index) => (
          <div
            key={device.id}
            tabIndex={-1}
            id={`${generated}-option-${device.id}`}
            role="option"
            aria-selected={index === active}
            className="nf-device-select__option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(device);
            }}
          >
            {deviceLabel(device)}
          </div>
        ))}
      </div>
    </div>
  );
}
