import { useSyncExternalStore } from 'react';
import type { ToastSnapshot, ToastStore } from './createToastStore.js';

/** The toasts of a {@link ToastStore}, re-rendering on every change. */
export function useToasts(store: ToastStore): ToastSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
