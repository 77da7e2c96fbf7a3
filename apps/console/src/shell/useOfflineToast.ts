import { useEffect } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { useTexts } from '../i18n/useTexts.js';
import { shellTexts } from './texts.js';

/** The toast shown when the browser goes offline, in English (spec §4, §8). */
export const CONNECTION_LOST = shellTexts.languages.en.connectionLost;

const OFFLINE_TOAST_ID = 'connection-lost';

/** Shows "The network connection has been lost." while offline; it goes when the network is back. */
export function useOfflineToast(): void {
  const { toasts } = useConsole();
  const t = useTexts(shellTexts);
  useEffect(() => {
    const onOffline = () => toasts.warning(t('connectionLost'), { id: OFFLINE_TOAST_ID, duration: 0 });
    const onOnline = () => toasts.dismiss(OFFLINE_TOAST_ID);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [toasts, t]);
}
