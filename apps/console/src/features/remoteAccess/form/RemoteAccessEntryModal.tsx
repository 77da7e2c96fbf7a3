import '@netfleet/forms/styles.css';
import {
  createRemoteAccess,
  isApiError,
  isSessionEndedError,
  updateRemoteAccess,
} from '@netfleet/api-client';
import { invalidateResource, useApiClient } from '@netfleet/api-client/react';
import { REMOTE_ACCESS_PROTOCOLS, type RemoteAccessProtocol } from '@netfleet/contracts';
import { DeviceSelect, useValidationText } from '@netfleet/forms';
import { mapServerErrors } from '@netfleet/forms/core';
import type { ModalWindowApi } from '@netfleet/modals';
import { FormField } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../../i18n/useTexts.js';
import type { RemoteAccessEntryModalProps } from '../remoteAccessModalProps.js';
import {
  type EntryFormValues,
  entryPayload,
  entryPayloadErrors,
  initialEntryValues,
  usesPassword,
  usesPrivateKey,
  usesUsername,
  withPort,
  withProtocol,
} from './entryFormModel.js';
import { remoteAccessFormTexts } from './formTexts.js';
import { SecretField } from './SecretField.js';
import '../remoteAccess.css';

/** The keys server errors may name (`source`), in the order the fields show. */
const FIELD_KEYS = [
  'device_id',
  'name',
  'protocol',
  'destination',
  'port',
  'enabled',
  'username',
  'password',
  'private_key',
] as const;

/**
 * The entry form in a modal: a new entry (of the device given, else one picked with the
 * device picker) or an entry to edit (its device stays). The port follows the protocol
 * until one is typed; stored secrets are kept, replaced or forgotten (`SecretField`).
 * Mistakes the contracts schema knows show before sending; the server's field errors show
 * on their fields, and a failed save keeps everything typed. Saved: a toast, the entries
 * reload, the modal closes.
 */
export function RemoteAccessEntryModal({
  entry,
  deviceId,
  deviceName,
  modal,
}: RemoteAccessEntryModalProps & { modal: ModalWindowApi }) {
  const t = useTexts(remoteAccessFormTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toasts } = useConsole();
  const [values, setValues] = useState<EntryFormValues>(() => initialEntryValues(entry, deviceId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const say = useValidationText();
  // The schema and the server word their messages in English: shown with the field's own label.
  const errorOf = (key: string, label?: string) => (errors[key] ? say(errors[key], label) : undefined);

  const change = (next: EntryFormValues, ...keys: string[]) => {
    setValues(next);
    if (keys.some((key) => key in errors)) {
      setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !keys.includes(key))));
    }
  };
  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) =>
    change({ ...values, [key]: value }, key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = entryPayload(values, entry);
    const found = entryPayloadErrors(payload, entry !== undefined);
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) {
      modal.scrollToTop();
      return;
    }
    setPending(true);
    try {
      if (entry) await updateRemoteAccess(client, entry.id, payload);
      else await createRemoteAccess(client, payload as Parameters<typeof createRemoteAccess>[1]);
      toasts.success(t(entry ? 'saved' : 'created'));
      await invalidateResource(queryClient, 'remoteAccess');
      modal.close('programmatic');
    } catch (error) {
      if (isSessionEndedError(error)) return;
      const mapped = isApiError(error)
        ? mapServerErrors(error.errors, FIELD_KEYS)
        : { fieldErrors: {}, general: [] };
      setErrors(mapped.fieldErrors);
      const rest = mapped.general.length > 0 ? mapped.general : [];
      setGeneral(
        rest.length > 0 || Object.keys(mapped.fieldErrors).length > 0
          ? rest
          : [isApiError(error) ? error.message : t('failed')],
      );
      modal.scrollToTop();
    } finally {
      setPending(false);
    }
  };

  const fixedDevice = entry?.device_name ?? deviceName;
  return (
    <form
      className="nf-form remote-access-form"
      noValidate
      aria-busy={pending || undefined}
      onSubmit={submit}
    >
      {general.length > 0 ? (
        <div className="nf-form__errors" role="alert">
          <ul>
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {fixedDevice !== undefined ? (
        <p className="remote-access-form__device">
          <span className="nf-field__label">{t('device')}</span> {fixedDevice}
        </p>
      ) : (
        <FormField label={t('device')} required error={errorOf('device_id', t('device'))}>
          {(control) => (
            <DeviceSelect
              http={client.http}
              id={control.id}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              aria-required
              value={values.device_id}
              disabled={pending}
              onChange={(id) => set('device_id', id)}
            />
          )}
        </FormField>
      )}
      <FormField label={t('name')} required error={errorOf('name', t('name'))}>
        <input
          className="nf-input"
          value={values.name}
          maxLength={100}
          disabled={pending}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <div className="remote-access-form__row">
        <FormField label={t('protocol')} required error={errorOf('protocol', t('protocol'))}>
          <select
            className="nf-input"
            value={values.protocol}
            disabled={pending}
            onChange={(event) =>
              change(withProtocol(values, event.target.value as RemoteAccessProtocol), 'protocol', 'port')
            }
          >
            {REMOTE_ACCESS_PROTOCOLS.map((protocol) => (
              <option key={protocol} value={protocol}>
                {protocol.toUpperCase()}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('port')} required error={errorOf('port', t('port'))}>
          <input
            className="nf-input"
            inputMode="numeric"
            value={values.port}
            disabled={pending}
            onChange={(event) => change(withPort(values, event.target.value), 'port')}
          />
        </FormField>
      </div>
      <FormField
        label={t('destination')}
        required
        hint={t('destinationHint')}
        error={errorOf('destination', t('destination'))}
      >
        <input
          className="nf-input"
          value={values.destination}
          spellCheck={false}
          disabled={pending}
          onChange={(event) => set('destination', event.target.value)}
        />
      </FormField>
      <FormField label={t('enabled')} className="nf-field--check" error={errorOf('enabled', t('enabled'))}>
        <input
          type="checkbox"
          checked={values.enabled}
          disabled={pending}
          onChange={(event) => set('enabled', event.target.checked)}
        />
      </FormField>
      {usesUsername(values.protocol) ? (
        <FormField label={t('username')} hint={t('usernameHint')} error={errorOf('username', t('username'))}>
          <input
            className="nf-input"
            value={values.username}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            disabled={pending}
            onChange={(event) => set('username', event.target.value)}
          />
        </FormField>
      ) : null}
      {usesPassword(values.protocol) ? (
        <SecretField
          label={t('password')}
          stored={entry?.has_password === true}
          mode={values.passwordMode}
          value={values.password}
          error={errorOf('password', t('password'))}
          disabled={pending}
          onModeChange={(mode) =>
            change(
              { ...values, passwordMode: mode, password: mode === 'replace' ? values.password : '' },
              'password',
            )
          }
          onChange={(text) => set('password', text)}
        />
      ) : null}
      {usesPrivateKey(values.protocol) ? (
        <SecretField
          label={t('privateKey')}
          hint={t('privateKeyHint')}
          multiline
          stored={entry?.has_private_key === true}
          mode={values.privateKeyMode}
          value={values.private_key}
          error={errorOf('private_key', t('privateKey'))}
          disabled={pending}
          onModeChange={(mode) =>
            change(
              { ...values, privateKeyMode: mode, private_key: mode === 'replace' ? values.private_key : '' },
              'private_key',
            )
          }
          onChange={(text) => set('private_key', text)}
        />
      ) : null}
      <div className="nf-form__actions">
        <button type="button" className="nf-button" onClick={() => modal.close('button')}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="nf-button nf-button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t(entry ? 'save' : 'create')}
        </button>
      </div>
    </form>
  );
}
