import '@netfleet/forms/styles.css';
import { isApiError, isSessionEndedError, saveEmailSettings, sendTestMail } from '@netfleet/api-client';
import { emailSettingsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import {
  type EmailSettings,
  SMTP_SECURITY,
  type SmtpSecurity,
  type TestMailResult,
} from '@netfleet/contracts';
import { mapServerErrors } from '@netfleet/forms/core';
import { Alert, FormField, Loader } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { emailSmtpTexts } from './texts.js';
import './system.css';
import { LoadFailed } from '../../components/LoadFailed.js';

const FIELD_KEYS = [
  'name',
  'host',
  'port',
  'security',
  'username',
  'password',
  'from_email',
  'from_name',
  'enabled',
] as const;

interface Values {
  name: string;
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  password: string;
  from_email: string;
  from_name: string;
  enabled: boolean;
}

const initialValues = (settings: EmailSettings | null): Values => ({
  name: settings?.name ?? '',
  host: settings?.host ?? '',
  port: String(settings?.port ?? 587),
  security: settings?.security ?? 'starttls',
  username: settings?.username ?? '',
  password: '',
  from_email: settings?.from_email ?? '',
  from_name: settings?.from_name ?? '',
  enabled: settings?.enabled ?? false,
});

/** The SMTP settings form; a failed save keeps what was typed. */
function SettingsForm({ settings }: { settings: EmailSettings | null }) {
  const t = useTexts(emailSmtpTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toasts } = useConsole();
  const [values, setValues] = useState(() => initialValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((was) => ({ ...was, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    setPending(true);
    try {
      const saved = await saveEmailSettings(client, {
        name: values.name,
        host: values.host.trim(),
        port: Number(values.port),
        security: values.security,
        username: values.username.trim() === '' ? null : values.username.trim(),
        ...(values.password === '' ? {} : { password: values.password }),
        from_email: values.from_email,
        from_name: values.from_name.trim() === '' ? null : values.from_name,
        enabled: values.enabled,
      });
      queryClient.setQueryData(emailSettingsQueryOptions(client).queryKey, saved);
      setValues((was) => ({ ...was, password: '' }));
      toasts.success(t('saved'));
    } catch (error) {
      if (isSessionEndedError(error)) return;
      const mapped = isApiError(error)
        ? mapServerErrors(error.errors, FIELD_KEYS)
        : { fieldErrors: {}, general: [] };
      setErrors(mapped.fieldErrors);
      setGeneral(
        mapped.general.length > 0 || Object.keys(mapped.fieldErrors).length > 0
          ? mapped.general
          : [isApiError(error) ? error.message : t('saveFailed')],
      );
    } finally {
      setPending(false);
    }
  };

  const text = (
    key: 'name' | 'host' | 'username' | 'from_email' | 'from_name',
    label: string,
    extra: object = {},
  ) => (
    <FormField
      label={label}
      required={key === 'name' || key === 'host' || key === 'from_email'}
      error={errors[key]}
      {...extra}
    >
      <input
        className="nf-input"
        value={values[key]}
        spellCheck={false}
        disabled={pending}
        onChange={(event) => set(key, event.target.value)}
      />
    </FormField>
  );

  return (
    <form className="nf-form email-smtp__form" noValidate aria-busy={pending || undefined} onSubmit={submit}>
      {general.length > 0 ? (
        <div className="nf-form__errors" role="alert">
          <ul>
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {text('name', t('fields.name'))}
      <div className="email-smtp__row">
        {text('host', t('fields.host'))}
        <FormField label={t('fields.port')} required error={errors.port}>
          <input
            className="nf-input"
            inputMode="numeric"
            value={values.port}
            disabled={pending}
            onChange={(event) => set('port', event.target.value)}
          />
        </FormField>
        <FormField label={t('fields.security')} required error={errors.security}>
          <select
            className="nf-input"
            value={values.security}
            disabled={pending}
            onChange={(event) => {
              const next = SMTP_SECURITY.find((security) => security === event.target.value);
              if (next) set('security', next);
            }}
          >
            {SMTP_SECURITY.map((security) => (
              <option key={security} value={security}>
                {t(`security.${security}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {text('username', t('fields.username'), { hint: t('fields.usernameHint') })}
      <FormField
        label={t('fields.password')}
        hint={settings?.has_password ? t('fields.passwordStored') : t('fields.passwordNone')}
        error={errors.password}
      >
        <input
          className="nf-input"
          type="password"
          autoComplete="new-password"
          value={values.password}
          disabled={pending}
          onChange={(event) => set('password', event.target.value)}
        />
      </FormField>
      {text('from_email', t('fields.fromEmail'))}
      {text('from_name', t('fields.fromName'))}
      <FormField label={t('fields.enabled')} className="nf-field--check" error={errors.enabled}>
        <input
          type="checkbox"
          checked={values.enabled}
          disabled={pending}
          onChange={(event) => set('enabled', event.target.checked)}
        />
      </FormField>
      <div className="nf-form__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

/** "Send test mail": through the saved settings, with the answer in words. */
function TestMail({ settings }: { settings: EmailSettings | null }) {
  const t = useTexts(emailSmtpTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [to, setTo] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TestMailResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setResult(null);
    try {
      setResult(await sendTestMail(client, to));
      await queryClient.invalidateQueries({ queryKey: emailSettingsQueryOptions(client).queryKey });
    } catch (failure) {
      if (isSessionEndedError(failure)) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="email-smtp__test" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('test.title')}</h2>
      {settings ? (
        <p className="email-smtp__last">
          {t('test.last')}:{' '}
          {settings.last_test_at ? (
            <>
              <DateTime value={settings.last_test_at} /> —{' '}
              {settings.last_test_result === 'ok' ? t('test.lastOk') : settings.last_test_result}
            </>
          ) : (
            t('test.never')
          )}
        </p>
      ) : (
        <p>{t('test.needsSave')}</p>
      )}
      <form className="nf-form email-smtp__test-form" noValidate onSubmit={send}>
        <FormField label={t('test.to')} required>
          <input
            className="nf-input"
            type="email"
            value={to}
            disabled={pending || !settings}
            onChange={(event) => setTo(event.target.value)}
          />
        </FormField>
        <div className="nf-form__actions">
          <button type="submit" className="nf-button" disabled={pending || !settings}>
            {pending ? t('test.sending') : t('test.send')}
          </button>
        </div>
      </form>
      <div role="status" className="email-smtp__result">
        {result?.ok ? <Alert variant="success">{t('test.ok')}</Alert> : null}
        {result && !result.ok ? (
          <Alert variant="error">{t('test.failed', { reason: result.result })}</Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
      </div>
    </section>
  );
}

/**
 * `/email-smtp` (update_email_settings, to view too): the SMTP server the system's mail goes
 * through — host, port, security, login (the password is never shown: "stored" or not), the
 * sender, and whether it is used — and "Send test mail" with its answer in words.
 */
export function EmailSmtpPage() {
  const t = useTexts(emailSmtpTexts);
  const routeTitle = useRouteTitle();
  const can = useCan();
  const { client } = useConsole();
  const allowed = can('update_email_settings');
  const query = useQuery({ ...emailSettingsQueryOptions(client), enabled: allowed });
  return (
    <div className="page email-smtp">
      <header className="page__header">
        <div>
          <h1 className="page__title">{routeTitle('email-smtp')}</h1>
          <p className="page__subtitle">{t('intro')}</p>
        </div>
      </header>
      {!allowed ? <Alert variant="error">{t('refused')}</Alert> : null}
      {allowed && query.isPending ? <Loader block label={t('loading')} /> : null}
      {allowed && query.isError ? (
        <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : null}
      {allowed && query.isSuccess ? (
        <>
          {query.data === null ? <Alert variant="info">{t('notSaved')}</Alert> : null}
          <SettingsForm settings={query.data} />
          <TestMail settings={query.data} />
        </>
      ) : null}
    </div>
  );
}
