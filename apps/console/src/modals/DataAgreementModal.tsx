import { updateAccountUser } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { ModalComponentProps } from '@netfleet/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { HrefLink } from '../components/HrefLink.js';
import { useTexts } from '../i18n/useTexts.js';
import { storeTosAccepted } from '../settings/termsOfService.js';
import { consoleModalsTexts } from './texts.js';

/**
 * The data agreement (spec §5): shown under the default theme while the user has not
 * accepted the terms of service. Accepting sends `PUT /account/user { tos_accepted: true }`
 * and keeps the dated local flag.
 */
export function DataAgreementModal({ modal }: ModalComponentProps) {
  const { client, env } = useConsole();
  const queryClient = useQueryClient();
  const t = useTexts(consoleModalsTexts);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkboxId = useId();

  return (
    <div className="forced-form data-agreement">
      <p>{t('dataAgreement.processing')}</p>
      <p>{t('dataAgreement.toContinue')}</p>
      <label className="data-agreement__check" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          data-autofocus
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        {t('dataAgreement.consent')}
      </label>
      {error ? (
        <p className="nf-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="forced-form__actions">
        <HrefLink href="/logout" className="nf-button" onClick={() => modal.close()}>
          {t('dataAgreement.logOut')}
        </HrefLink>
        <button
          type="button"
          className="nf-button nf-button--primary"
          disabled={!agreed || busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await updateAccountUser(client, { tos_accepted: true });
              storeTosAccepted(env.localStorage);
              modal.close();
              await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(client).queryKey });
            } catch (failure) {
              setError(failure instanceof Error ? failure.message : t('dataAgreement.acceptFailed'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('dataAgreement.accept')}
        </button>
      </div>
    </div>
  );
}
