import { createContext, type ReactNode, useContext } from 'react';
import type { ToastStore } from './createToastStore.js';

const ToastStoreContext = createContext<ToastStore | null>(null);

/** Props of {@link ToastStoreProvider}. */
export interface ToastStoreProviderProps {
  store: ToastStore;
  children?: ReactNode;
}

/**
 * Makes a toast store reachable with {@link useToastStore} (forms, modals and pages
 * push toasts without the app threading the store through props).
 */
export function ToastStoreProvider({ store, children }: ToastStoreProviderProps) {
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

/** The store of the nearest {@link ToastStoreProvider}. Throws outside one. */
export function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToastStore: no <ToastStoreProvider> above this component.');
  return store;
}
