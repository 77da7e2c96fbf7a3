import '@netfleet/forms/styles.css';
import { createNotice, isApiError, isSessionEndedError, updateNotice } from '@netfleet/api-client';
import { invalidateResource, useApiClient } from '@netfleet/api-client/react';
import { type AdminNotice, NOTICE_TYPES, type NoticeType } from '@netfleet/contracts';
import { mapServerErrors } from '@netfleet/forms/core';
import { FormField } from '@netfleet/ui-kit';
import { SafeHtml } from '@netfleet/ui-kit/safe-html';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { disallowedTags } from './disallowedTags.js';
import { fromLocalInput, toLocalInput } from './localDateTime.js';
import { noticesAdminTexts } from './texts.js';

const FIELD_KEYS = ['type', 'message', 'enabled_at', 'enabled'] as const;

interface Values {
  type: NoticeType;
  message: string;
  startsAt: string;
  enabled: boolean;
}

const isNoticeType = (value: string): value is NoticeType =>
  (NOTICE_TYPES as readonly string[]).includes(value);

/** Props of {@link NoticeEditor}. */
export interface NoticeEditorProps {
  /** The notice to edit; a new one without. */
  notice?: AdminNotice;
  onDone: () => void;
}

/**
 * Writes or edits a global notice: type, message (HTML), from when it shows, enabled. The
 * preview renders the message through the console's sanitizer, exactly as the header widget
 * will, and names the tags it will drop (`<script>`). The server's field errors show on their
 * fields; a failed save keeps everything typed.
 */
export function NoticeEditor({ notice, onDone }: NoticeEditorProps) {
  const t = useTexts(noticesAdminTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toasts, env } = useConsole();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => ({
    type: notice && isNoticeType(notice.type) ? notice.type : 'info',
    message: notice?.message ?? '',
    startsAt: toLocalInput(notice?.enabled_at ?? new Date(env.now()).toISOString()),
    enabled: notice?.enabled ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((was) => ({ ...was, [key]: value }));
  const dropped = disallowedTags(values.message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    const enabledAt = fromLocalInput(values.startsAt) ?? new Date(env.now()).toISOString();
    const payload = {
      type: values.type,
      message: values.message,
      enabled_at: enabledAt,
      enabled: values.enabled,
    };
    setPending(true);
    try {
      if (notice) await updateNotice(client, notice.id, payload);
      else await createNotice(client, payload);
      toasts.success(t('editor.saved'));
      // The header widget's list is under the same key: it shows the change at once.
      await invalidateResource(queryClient, 'notices');
      onDone();
    } catch (error) {
      if (isSessionEndedError(error)) return;
      const mapped = isApiError(error)
        ? mapServerErrors(error.errors, FIELD_KEYS)
        : { fieldErrors: {}, general: [] };
      setErrors(mapped.fieldErrors);
      setGeneral(
        mapped.general.length > 0 || Object.keys(mapped.fieldErrors).length > 0
          ? mapped.general
          : [isApiError(error) ? error.message : t('editor.saveFailed')],
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="notice-editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="notice-editor__title">
        {t(notice ? 'editor.editTitle' : 'editor.newTitle')}
      </h2>
      <form
        className="nf-form notice-editor__form"
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
        <FormField label={t('editor.type')} required error={errors.type}>
          <select
            className="nf-input"
            value={values.type}
            disabled={pending}
            onChange={(event) => {
              if (isNoticeType(event.target.value)) set('type', event.target.value);
            }}
          >
            {NOTICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('editor.message')} required hint={t('editor.messageHint')} error={errors.message}>
          <textarea
            className="nf-input notice-editor__message"
            rows={4}
            maxLength={5000}
            value={values.message}
            disabled={pending}
            onChange={(event) => set('message', event.target.value)}
          />
        </FormField>
        <FormField label={t('editor.startsAt')} hint={t('editor.startsAtHint')} error={errors.enabled_at}>
          <input
            className="nf-input"
            type="datetime-local"
            value={values.startsAt}
            disabled={pending}
            onChange={(event) => set('startsAt', event.target.value)}
          />
        </FormField>
        <FormField label={t('editor.enabled')} className="nf-field--check" error={errors.enabled}>
          <input
            type="checkbox"
            checked={values.enabled}
            disabled={pending}
            onChange={(event) => set('enabled', event.target.checked)}
          />
        </FormField>
        <section className="notice-editor__preview" aria-label={t('editor.preview')}>
          <h3 className="notice-editor__preview-title">{t('editor.preview')}</h3>
          {values.message.trim() === '' ? (
            <p className="notice-editor__preview-empty">{t('editor.previewEmpty')}</p>
          ) : (
            <SafeHtml
              as="p"
              className={`notice notice--${values.type} notice-editor__preview-body`}
              html={values.message}
            />
          )}
          {dropped.length > 0 ? (
            <p className="notice-editor__stripped">{t('editor.stripped', { tags: dropped.join(', ') })}</p>
          ) : null}
        </section>
        <div className="nf-form__actions">
          <button type="submit" className="nf-button nf-button--primary" disabled={pending}>
            {pending ? t('editor.saving') : t('editor.save')}
          </button>
          <button type="button" className="nf-button" disabled={pending} onClick={onDone}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
