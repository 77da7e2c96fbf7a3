import { Alert } from '@netfleet/ui-kit';
import { useTexts } from '../i18n/useTexts.js';
import { loadFailedTexts } from './loadFailedTexts.js';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, in the page's words ("Could not load the devices"). */
  title?: string;
  /** Why, as the server or the network said it; shown under the title. */
  message?: string;
  /** Reads again (a query's `refetch`); without it the alert offers no button, for a read that cannot succeed. */
  onRetry?: () => unknown;
}

/**
 * A read that failed: the page's title for it, the reason, and "Try again". Every page
 * and section says a failed load the same way, so an operator always finds the way back.
 */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps) {
  const t = useTexts(loadFailedTexts);
  return (
    <Alert variant="error" title={title}>
      {message}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="nf-button" onClick={() => void onRetry()}>
            {t('retry')}
          </button>
        </>
      ) : null}
    </Alert>
  );
}
