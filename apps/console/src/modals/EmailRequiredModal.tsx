import { updateAccountUser } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { ModalComponentProps } from '@netfleet/modals';
import { FormField, useToastStore } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { useTexts } from '../i18n/useTexts.js';
import { consoleModalsTexts } from './texts.js';

/** A plain e-mail shape check; the server decides for real. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Please enter your email address" (spec §5): forced, without window controls, while
 * the user's e-mail equals the username. Saving sends `PUT /account/user { email }`.
 */
export function EmailRequiredModal({ modal }: ModalComponentProps) {
  const { client } = useConsole();
  const toasts = useToastStore();
  const queryClient = useQueryClient();
  const t = useTexts(consoleModalsTexts);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <form
      className="forced-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const value = email.trim();
        if (!EMAIL_PATTERN.test(value)) {
          setError(t('emailRequired.invalid'));
          return;
        }
        setBusy(true);
        setError(null);
        try {
          await updateAccountUser(client, { email: value });
          toasts.success(t('emailRequired.saved'));
          modal.close();
          await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(client).queryKey });
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : t('emailRequired.saveFailed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>{t('emailRequired.intro')}</p>
      <FormField label={t('emailRequired.label')} required error={error ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="email"
            className="nf-input"
            autoComplete="email"
            data-autofocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <div className="forced-form__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={busy}>
          {t('emailRequired.save')}
        </button>
      </div>
    </form>
  );
}
