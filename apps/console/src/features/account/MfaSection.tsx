import { mfaStatusQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { Alert } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import type { Translate } from '../../i18n/useTexts.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import type { accountPageTexts } from './texts.js';
import { useMfaChanged, useNewRecoveryCodes, useTurnOffMfa } from './useMfaActions.js';

type AccountTranslate = Translate<(typeof accountPageTexts)['languages']['en']>;

/**
 * Two-factor authentication: the method in use, "Required by your company", the recovery
 * codes left; Set up or Change (the ChangeMfa modal), New recovery codes and Turn off (not
 * when required). The last two are step-up protected: the forms' submit flow asks for the code.
 */
export function MfaSection({ t }: { t: AccountTranslate }) {
  const client = useApiClient();
  const { modals, toasts } = useConsole();
  const headingId = useId();
  const status = useQuery(mfaStatusQueryOptions(client));
  const newCodes = useNewRecoveryCodes();
  const turnOff = useTurnOffMfa();
  const changed = useMfaChanged();
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (status.isPending) return <p aria-busy="true">{t('loading')}</p>;
    if (status.isError)
      return (
        <LoadFailed title={t('mfa.loadFailed')} message={status.error.message} onRetry={status.refetch} />
      );
    const { method, required, recovery_codes_left } = status.data;
    const errors = [...newCodes.general, ...turnOff.general];
    return (
      <>
        <dl>
          <dt>{t('mfa.method')}</dt>
          <dd>
            {method ? t(`mfa.${method}`) : t('mfa.none')}
            {required ? <span className="account-badge">{t('mfa.required')}</span> : null}
          </dd>
          {method ? (
            <>
              <dt>{t('mfa.codesTitle')}</dt>
              <dd>{t('mfa.codesLeft', { count: recovery_codes_left })}</dd>
            </>
          ) : null}
        </dl>
        {errors.length > 0 ? <Alert variant="error">{errors[0]}</Alert> : null}
        {codes ? (
          <div className="account-mfa__codes">
            <h3>{t('mfa.newCodesTitle')}</h3>
            <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
          </div>
        ) : (
          <div className="account-section__actions">
            <button
              type="button"
              className="nf-button nf-button--primary"
              onClick={() => modals.openModal('ChangeMfa', {}, { title: t('mfa.changeTitle') })}
            >
              {method ? t('mfa.change') : t('mfa.setUp')}
            </button>
            {method ? (
              <button
                type="button"
                className="nf-button"
                disabled={newCodes.pending}
                onClick={async () => {
                  const fresh = await newCodes.run();
                  if (fresh) {
                    setCodes(fresh);
                    void changed(method);
                  }
                }}
              >
                {t('mfa.newCodes')}
              </button>
            ) : null}
            {method && !required ? (
              <button
                type="button"
                className="nf-button"
                disabled={turnOff.pending}
                onClick={async () => {
                  const { confirmed } = await modals.confirm({
                    title: t('mfa.turnOffTitle'),
                    message: t('mfa.turnOffPrompt'),
                    confirmText: t('mfa.turnOff'),
                  });
                  if (!confirmed) return;
                  if (await turnOff.run()) {
                    toasts.success(t('mfa.turnedOff'));
                    await changed(null);
                  }
                }}
              >
                {t('mfa.turnOff')}
              </button>
            ) : null}
          </div>
        )}
      </>
    );
  };

  return (
    <section className="account-section account-mfa" aria-labelledby={headingId} aria-busy={status.isPending}>
      <h2 id={headingId}>{t('mfa.title')}</h2>
      {body()}
    </section>
  );
}
