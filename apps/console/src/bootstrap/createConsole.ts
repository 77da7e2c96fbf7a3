import { type ApiClient, createApiClient, createUserStorage } from '@netfleet/api-client';
import { createModalManager } from '@netfleet/modals/core';
import { type BrandConfig, DEFAULT_BRAND, themeFromBrand } from '@netfleet/permissions';
import { createDarkMode, createToastStore, type DarkModeController, type ToastStore } from '@netfleet/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { readLanguage } from '../i18n/language.js';
import { translateModalMessage } from '../modals/translateModalMessage.js';
import { createConsoleRouter } from '../router/createConsoleRouter.js';
import type { ConsoleServices, NotificationFeed } from '../services/ConsoleServices.js';
import { browserEnvironment, type ConsoleEnvironment } from '../state/consoleEnvironment.js';
import { createAppStatus, NOTICE_BY_ERROR_CODE } from '../state/createAppStatus.js';
import { watchCurrentUser } from '../state/watchCurrentUser.js';
import { createConsoleQueryClient } from './createConsoleQueryClient.js';

const socketNotificationFeed: NotificationFeed = async (client, userId, onNotification, onSubscribed) => {
  const { subscribeNotifications } = await import('../header/notifications/subscribeNotifications.js');
  return subscribeNotifications(client, userId, onNotification, onSubscribed);
};

/** Options of {@link createConsole}; everything has a browser default. */
export interface ConsoleOptions {
  client?: ApiClient;
  queryClient?: QueryClient;
  /** Defaults to the browser history. Tests pass a memory history. */
  history?: RouterHistory;
  /**
   * The brand to start with. Defaults to `DEFAULT_BRAND`; the theme is derived from it.
   * `startConsole` replaces it with the user's brand from the server.
   */
  brand?: BrandConfig;
  /** Defaults to the browser. */
  environment?: ConsoleEnvironment;
  /** Defaults to one following the `dark_mode` cookie and the system setting. */
  darkMode?: DarkModeController;
  /** Defaults to a store on the global timers. */
  toasts?: ToastStore;
  /** Defaults to the realtime socket. */
  notificationFeed?: NotificationFeed;
}

/** A running console: its services (what pages reach through `useConsole()`), the router and the jotai store. */
export interface ConsoleInstance extends ConsoleServices {
  store: ReturnType<typeof createStore>;
  router: ReturnType<typeof createConsoleRouter>;
  /**
   * Runs the console under another brand (the one `GET /brand` answers at start and after the
   * user's company changes): services, router context and theme (navigation, guards, buy link,
   * data), and the page (colour, favicon). Before the app mounts, so the first paint has it.
   */
  applyBrand: (brand: BrandConfig) => Promise<void>;
  /** Stops the user watch, the route watch and the event listeners. */
  dispose: () => void;
}

/**
 * Creates the API client, query client, jotai store, router and the shell's services
 * (per-user storage, toasts, modals, dark mode) of the console, and routes the client's
 * global errors and maintenance signal to the app status.
 *
 * @example
 * const app = createConsole();
 * createRoot(container).render(<ConsoleApp app={app} />);
 * await startConsole(app);
 */
export function createConsole(options: ConsoleOptions = {}): ConsoleInstance {
  const env = options.environment ?? browserEnvironment();
  const client = options.client ?? createApiClient();
  const queryClient = options.queryClient ?? createConsoleQueryClient();
  const brand = options.brand ?? DEFAULT_BRAND;
  const theme = themeFromBrand(brand);
  const store = createStore();
  const status = createAppStatus();
  const storage = createUserStorage(client.http);
  // The main app shows its toasts at the top, at most seven at once (spec §9).
  const toasts = options.toasts ?? createToastStore();
  const modals = createModalManager({
    // The manager speaks English; the toast says it in the user's language.
    notify: (message, key, values) =>
      toasts.warning(translateModalMessage(readLanguage(env.localStorage), key, values) ?? message),
    reminders: {
      get: (key) => storage.get(`prompt.${key}`) === 'true',
      set: (key, value) => storage.set(`prompt.${key}`, String(value)),
    },
  });
  const darkMode = options.darkMode ?? createDarkMode();
  const router = createConsoleRouter({ queryClient, client, theme, brand, env }, options.history);

  const applyBrand = async (next: BrandConfig): Promise<void> => {
    const nextTheme = themeFromBrand(next);
    instance.brand = next;
    instance.theme = nextTheme;
    router.update({
      ...router.options,
      context: { ...router.options.context, brand: next, theme: nextTheme },
    });
    // The page needs nothing for the default brand unless a reseller's is to be undone; the
    // code that paints a brand loads only then, keeping it out of everyone's first load.
    if (typeof document === 'undefined') return;
    if (next.default && document.documentElement.dataset.brand !== 'reseller') return;
    const { applyBrandToDocument } = await import('./applyBrandToDocument.js');
    applyBrandToDocument(document, next);
  };

  const stopUserWatch = watchCurrentUser(queryClient, client, (previous, next) => {
    if (!previous) return;
    // Another user (impersonation) or changed permissions: re-run guards and navigation; a user
    // of another company may run under another brand, which the guards must see first.
    if (next && next.company_id !== previous.company_id) {
      void import('./loadBrand.js')
        .then(({ loadBrand }) => loadBrand(queryClient, client, { fresh: true }))
        .then(applyBrand)
        .catch(() => undefined)
        .finally(() => router.invalidate());
      return;
    }
    void router.invalidate();
  });
  // Leaving a route for another route name cancels its pending requests (spec §4).
  const stopRouteWatch = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    const matches = router.matchRoutes(toLocation);
    const name = matches.findLast((match) => match.staticData?.name)?.staticData?.name;
    client.routeChanged(name ?? toLocation.pathname);
  });
  // Once running, a global error code on any response replaces the app with its notice,
  // and three failed user or revoke calls show the maintenance page (spec §4, §8).
  const stopGlobalErrors = client.events.on('global-error', ({ code }) => {
    const notice = NOTICE_BY_ERROR_CODE[code];
    if (notice && status.getSnapshot().kind === 'ready') status.set({ kind: 'notice', notice });
  });
  const stopMaintenance = client.events.on('maintenance', () => {
    if (status.getSnapshot().kind === 'ready') status.set({ kind: 'notice', notice: 'maintenance' });
  });
  const stopSessionEnded = client.events.on('session-ended', () => status.set({ kind: 'leaving' }));

  const dispose = () => {
    stopUserWatch();
    stopRouteWatch();
    stopGlobalErrors();
    stopMaintenance();
    stopSessionEnded();
    toasts.destroy();
  };
  const instance: ConsoleInstance = {
    client,
    queryClient,
    store,
    router,
    storage,
    toasts,
    modals,
    darkMode,
    brand,
    theme,
    status,
    env,
    notificationFeed: options.notificationFeed ?? socketNotificationFeed,
    applyBrand,
    dispose,
  };
  return instance;
}
