import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { ModalComponentProps } from '@netfleet/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { updateAccountUser } from '../api/accountApi.js';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { HrefLink } from '../components/HrefLink.js';
import { storeTosAccepted } from '../settings/termsOfService.js';

/**
 * The data agreement (spec §5): shown under the default theme while the user has not
 * accepted the terms of service. Accepting sends `PUT /account/user { tos_accepted: true }`
 * and keeps the dated local flag.
 */
export function DataAgreementModal({ modal }: ModalComponentProps) {
  const { client, env } = useConsole();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkboxId = useId();

  return (
    <div className="forced-form data-agreement">
      <p>
        Netfleet processes data about your devices (identifiers, location, usage and configuration) on behalf
        of your company, to let you monitor and manage them. Your company stays the controller of that data;
        we keep it only as long as your company uses Netfleet, and never sell it.
      </p>
      <p>To continue, accept the terms of service and the data processing agreement.</p>
      <label className="data-agreement__check" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          data-autofocus
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        I have read and accept the terms of service and the data processing agreement
      </label>
      {error ? (
        <p className="nf-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="forced-form__actions">
        <HrefLink href="/logout" className="nf-button" onClick={() => modal.close()}>
          Log out
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
              setError(failure instanceof Error ? failure.message : 'Failed to accept the terms');
            } finally {
              setBusy(false);
            }
          }}
        >
          Accept
        </button>
      </div>
    </div>
  );
}
