import { createApiClient } from '@netfleet/api-client';
import { ApiClientProvider } from '@netfleet/api-client/react';
import {
  createI18n,
  createToastStore,
  readStoredLanguage,
  SUPPORTED_LANGUAGES,
  ToastStoreProvider,
  ToastViewport,
} from '@netfleet/ui-kit';
import type { Resource } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { type ConnectPage, connectPageOf, noRefreshForUser } from '../session/connectPage.js';
import { connectKitTexts } from '../texts.js';
import { type ConnectSession, ConnectShell } from './ConnectShell.js';

/**
 * Renders a connect app into `container`: the page is picked from the path (spec §2.4), the
 * language is the one chosen in the console, the API client is the console's session code
 * (no token refresh for `/user` on the ssh and telnet pages), toasts sit at the top, and the
 * app gets its session once it has started.
 *
 * @example
 * renderConnectApp(document.getElementById('root')!, (session) => <TerminalApp session={session} />);
 */
export function renderConnectApp(
  container: HTMLElement,
  app: (session: ConnectSession) => ReactNode,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const page: ConnectPage = connectPageOf(location.pathname) ?? 'ssh';
  const client = createApiClient({ noRefreshForUser: noRefreshForUser(page) });
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = { [connectKitTexts.namespace]: connectKitTexts.languages[language] };
  }
  const i18n = createI18n(readStoredLanguage(window.localStorage), { resources });
  document.documentElement.lang = i18n.language;
  const toasts = createToastStore();
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApiClientProvider client={client}>
          <ToastStoreProvider store={toasts}>
            <ConnectShell page={page} client={client} search={location.search}>
              {app}
            </ConnectShell>
            <ToastViewport store={toasts} position="top" />
          </ToastStoreProvider>
        </ApiClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
