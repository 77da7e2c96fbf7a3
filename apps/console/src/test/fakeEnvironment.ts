import type { Notification } from '@netfleet/contracts';
import type { CookieJar } from '@netfleet/ui-kit';
import { vi } from 'vitest';
import type { NotificationFeed } from '../services/ConsoleServices.js';
import type { ConsoleEnvironment } from '../state/consoleEnvironment.js';

/** A notification feed that tests push into, standing in for the realtime socket. */
export function fakeNotificationFeed() {
  const listeners = new Map<number, (notification: Notification) => void>();
  const confirmations = new Map<number, () => void>();
  const subscribe: NotificationFeed = async (_client, userId, onNotification, onSubscribed) => {
    listeners.set(userId, onNotification);
    if (onSubscribed) confirmations.set(userId, onSubscribed);
    return () => {
      listeners.delete(userId);
      confirmations.delete(userId);
    };
  };
  return {
    subscribe,
    /** Confirms the user's channel, as the server's answer to `subscribe` does (after each reconnect too). */
    confirm(userId: number) {
      confirmations.get(userId)?.();
    },
    /** Pushes a notification to the subscribed user, as the server's `new-notification` event does. */
    push(userId: number, notification: Notification) {
      listeners.get(userId)?.(notification);
    },
    subscribed: (userId: number) => listeners.has(userId),
  };
}

/** An in-memory cookie jar. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (name) => values.get(name),
    write: (name, value) => {
      if (value === null) values.delete(name);
      else values.set(name, value);
    },
  };
}

/** A {@link ConsoleEnvironment} over jsdom's storages with spies for reload and navigation. */
export function fakeEnvironment(overrides: Partial<ConsoleEnvironment> = {}) {
  const env = {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    cookies: memoryCookies(),
    reload: vi.fn(),
    assign: vi.fn(),
    isOnline: () => true,
    now: () => Date.now(),
    systemTimeZone: () => 'Europe/Oslo',
    ...overrides,
  };
  return env;
}
