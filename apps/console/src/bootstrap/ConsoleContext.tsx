import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleServices } from '../services/ConsoleServices.js';

const ConsoleContext = createContext<ConsoleServices | null>(null);

/** Makes the running console's services reachable with {@link useConsole}. */
export function ConsoleProvider({ app, children }: { app: ConsoleServices; children: ReactNode }) {
  return <ConsoleContext.Provider value={app}>{children}</ConsoleContext.Provider>;
}

/** The console's services (client, storage, toasts, modals, dark mode, brand, environment). */
export function useConsole(): ConsoleServices {
  const app = useContext(ConsoleContext);
  if (!app) throw new Error('useConsole: render inside <ConsoleProvider>.');
  return app;
}
