import type { ApiClient, UserStorage } from '@netfleet/api-client';
import type { Notification } from '@netfleet/contracts';
import type { ModalManager } from '@netfleet/modals/core';
import type { BrandConfig, Theme } from '@netfleet/permissions';
import type { DarkModeController, ToastStore } from '@netfleet/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleEnvironment } from '../state/consoleEnvironment.js';
import type { AppStatusStore } from '../state/createAppStatus.js';

/**
 * Subscribes to the user's live notifications; resolves with the function that stops.
 * The default loads the realtime socket client as its own chunk.
 */
export type NotificationFeed = (
  client: ApiClient,
  userId: number,
  onNotification: (notification: Notification) => void,
  /** The feed is live (again): what was created before this moment came through no message. */
  onSubscribed?: () => void,
) => Promise<() => void>;

/**
 * The console's services, as pages and widgets reach them through `useConsole()`. Typed
 * without the router on purpose: the router's context is built from these, and pages are
 * built into the router, so a services type that named the router would tie every page to
 * the route tree in a circle.
 */
export interface ConsoleServices {
  client: ApiClient;
  queryClient: QueryClient;
  /** Per-user settings kept on the server; loaded before the app mounts. */
  storage: UserStorage;
  toasts: ToastStore;
  modals: ModalManager;
  darkMode: DarkModeController;
  brand: BrandConfig;
  theme: Theme;
  status: AppStatusStore;
  env: ConsoleEnvironment;
  notificationFeed: NotificationFeed;
}
