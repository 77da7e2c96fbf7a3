import { Alert, useTexts } from '@netfleet/ui-kit';
import type { BridgeEnd } from '../bridge/bridgeEnd.js';
import { connectKitTexts } from '../texts.js';

/** Props of {@link SessionEnded}. */
export interface SessionEndedProps {
  end: BridgeEnd;
  /** The server's own sentence, when it sent one (`closed` message). */
  detail?: string | null;
  /** Offer Reconnect (a new session of the same entry). */
  onReconnect?: () => void;
}

/** Says why a session ended, in the user's language, with Reconnect where it can help. */
export function SessionEnded({ end, detail, onReconnect }: SessionEndedProps) {
  const t = useTexts(connectKitTexts);
  const calm = end === 'closed' || end === 'peer_closed';
  const title = t(`ended.${end}`);
  // The server's sentence often says what the title says (in English, word for word).
  const extra = detail && detail.trim() !== title ? detail : null;
  return (
    <Alert variant={calm ? 'info' : 'error'} title={title}>
      {extra ? <p className="connect-ended__detail">{extra}</p> : null}
      {onReconnect ? (
        <button type="button" className="nf-button nf-button--primary" onClick={onReconnect}>
          {t('reconnect')}
        </button>
      ) : null}
    </Alert>
  );
}
