import { changeAccountPassword, isSessionEndedError } from '@netfleet/api-client';
import { useApiClient } from '@netfleet/api-client/react';
import { newPasswordProblem } from '@netfleet/contracts';
import { Alert, FormField } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import type { Translate } from '../../i18n/useTexts.js';
import { splitErrors } from './accountErrors.js';
import type { accountPageTexts } from './texts.js';

type AccountTranslate = Translate<(typeof accountPageTexts)['languages']['en']>;

const EMPTY = { current_password: '', new_password: '', repeat: '' };
type Field = keyof typeof EMPTY;

/**
 * Password: the current one, the new one twice (contracts' `newPasswordProblem` before
 * sending). The server's field errors go under their fields and a failed save keeps what was
 * typed; success says how many other sessions were signed out.
 */
export function PasswordSection({ t }: { t: AccountTranslate }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toasts } = useConsole();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (!values.current_password) local.current_password = t('password.currentMissing');
    const problem = newPasswordProblem(values.new_password, values.repeat);
    if (problem) {
      if (values.new_password !== values.repeat && problem === 'The passwords do not match.')
        local.repeat = t('password.mismatch');
      else local.new_password = problem;
    }
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setPending(true);
    setGeneral(null);
    try {
      const { signed_out } = await changeAccountPassword(client, {
        current_password: values.current_password,
        new_password: values.new_password,
      });
      setValues(EMPTY);
      toasts.success(signed_out > 0 ? t('password.signedOut', { count: signed_out }) : t('password.saved'));
      void queryClient.invalidateQueries({ queryKey: ['accountSecurity', 'sessions'] });
    } catch (thrown) {
      if (isSessionEndedError(thrown)) return;
      const split = splitErrors(thrown, ['current_password', 'new_password'], t('saveFailed'));
      setErrors(split.fields);
      setGeneral(split.general);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('password.title')}</h2>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t('password.current')} error={errors.current_password} required>
          <input
            className="nf-input"
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={change('current_password')}
          />
        </FormField>
        <FormField label={t('password.new')} error={errors.new_password} required>
          <input
            className="nf-input"
            type="password"
            name="new_password"
            autoComplete="new-password"
            value={values.new_password}
            onChange={change('new_password')}
          />
        </FormField>
        <FormField label={t('password.repeat')} error={errors.repeat} required>
          <input
            className="nf-input"
            type="password"
            name="repeat_password"
            autoComplete="new-password"
            value={values.repeat}
            onChange={change('repeat')}
          />
        </FormField>
        {general ? <Alert variant="error">{general}</Alert> : null}
        <div className="account-section__actions">
          <button
            type="submit"
            className="nf-button nf-button--primary"
            disabled={pending}
            aria-busy={pending}
          >
            {t('password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
