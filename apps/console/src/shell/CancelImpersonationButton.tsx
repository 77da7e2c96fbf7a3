import { cancelImpersonation } from '@netfleet/api-client';
import { useToastStore } from '@netfleet/ui-kit';
import { useState } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { useTexts } from '../i18n/useTexts.js';
import { shellTexts } from './texts.js';

/** "Cancel impersonation" in the header: back to the impersonator, new tokens, reload (spec §2.6). */
export function CancelImpersonationButton() {
  const { client, env } = useConsole();
  const toasts = useToastStore();
  const t = useTexts(shellTexts);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="header-button header-button--outline header-cancel-impersonation"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await cancelImpersonation(client);
          env.reload();
        } catch (error) {
          toasts.error(error instanceof Error ? error.message : t('cancelImpersonationFailed'));
          setBusy(false);
        }
      }}
    >
      {t('cancelImpersonation')}
    </button>
  );
}
