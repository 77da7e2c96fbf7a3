import { checkVersion, isApiError } from '@netfleet/api-client';
import { registerTranslations } from '@netfleet/ui-kit';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchDevicesPage } from '../features/devices/devicesRoute.js';
import { watchFirstView } from '../firstView/watchFirstView.js';
import { readLanguage } from '../i18n/language.js';
import { loadTranslations } from '../i18n/loadTranslations.js';
import { NO_AUTH_PATHS } from '../router/noAuthPaths.js';
import { showUpdatePrompt } from '../shell/updatePromptEvent.js';
import { ConsoleApp } from './ConsoleApp.js';
import { createConsole } from './createConsole.js';
import { installChunkErrorReload } from './reloadOnChunkError.js';
import { startConsole } from './startConsole.js';
import { unregisterServiceWorkers } from './unregisterServiceWorkers.js';

/** The static page shown while the browser is offline (spec §2.3, §4). */
export const OFFLINE_PAGE = '/offline.html';

declare const __NETFLEET_BUILD_TIMESTAMP__: number | undefined;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Wraps the tree for the chosen language: nothing for English, an i18next provider otherwise. */
async function loadLanguage(): Promise<(tree: ReactNode) => ReactNode> {
  const language = readLanguage(window.localStorage);
  document.documentElement.lang = language;
  if (language === 'en') return (tree) => tree;
  try {
    // A build keeps only English in the features' code: this language's texts are a chunk of
    // their own (build/textsByLanguage.ts), registered before the first render.
    const [{ createConsoleI18n, I18nRoot }, translations] = await Promise.all([
      import('../i18n/I18nRoot.js'),
      loadTranslations(language),
    ]);
    if (translations) registerTranslations(language, translations);
    const i18n = createConsoleI18n(language);
    return (tree) => <I18nRoot i18n={i18n}>{tree}</I18nRoot>;
  } catch {
    return (tree) => tree;
  }
}

/** Compares the deployed version with this build once the page is idle (spec §7). */
function scheduleVersionCheck(): void {
  const run = () => {
    void checkVersion({
      buildTimestamp: typeof __NETFLEET_BUILD_TIMESTAMP__ === 'number' ? __NETFLEET_BUILD_TIMESTAMP__ : 0,
      hostname: window.location.hostname,
      storage: window.localStorage,
      onUpdateAvailable: showUpdatePrompt,
    }).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
}

/**
 * Starts the console for the current path (spec §2.4, §4): offline → the offline page;
 * otherwise the console, which mounts once the session and the per-user storage are loaded.
 * The remote-connect pages (`/rms-connect/*`) are the connect apps', which the server serves:
 * the console never sees those paths.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  void unregisterServiceWorkers();
  installChunkErrorReload(window, sessionStore(), () => window.location.reload(), {
    isOffline: () => navigator.onLine === false,
    // The router follows history changes: move to the offline route without a page load.
    showOffline: () => {
      if (window.location.pathname === OFFLINE_PAGE) return;
      window.history.pushState(null, '', OFFLINE_PAGE);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  const { search } = window.location;
  let { pathname } = window.location;
  if (navigator.onLine === false && pathname !== OFFLINE_PAGE) {
    // Nothing can be fetched: show the app's own offline page at its address, without a session.
    window.history.replaceState(null, '', OFFLINE_PAGE);
    pathname = OFFLINE_PAGE;
  }
  const root = createRoot(container);
  const app = createConsole();
  watchFirstView(app);
  const withLanguage = await loadLanguage();
  root.render(<StrictMode>{withLanguage(<ConsoleApp app={app} />)}</StrictMode>);
  if (!NO_AUTH_PATHS.includes(pathname)) prefetchDevicesPage(app, pathname, search);
  try {
    await startConsole(app, {
      noSession: NO_AUTH_PATHS.includes(pathname),
      preload: () =>
        app.router.preloadRoute({ href: `${pathname}${search}` } as Parameters<
          typeof app.router.preloadRoute
        >[0]),
    });
  } catch (error) {
    // An error carrying a stack is re-thrown for the error reporting (spec §4); the page still
    // offers to try again, naming the failed request ("Failed to get user data") when it was one.
    app.status.set(isApiError(error) ? { kind: 'failed', message: error.message } : { kind: 'failed' });
    throw error;
  }
  if (app.status.getSnapshot().kind === 'ready') scheduleVersionCheck();
}
