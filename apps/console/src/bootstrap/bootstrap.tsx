import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectPlaceholder } from './ConnectPlaceholder.js';
import { ConsoleApp } from './ConsoleApp.js';
import { createConsole } from './createConsole.js';
import { isConnectPath } from './isConnectPath.js';

/** Old service workers would serve stale bundles; the console runs without one (spec §4). */
function unregisterServiceWorkers(): void {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

/**
 * Starts the right application for the current path (spec §2.4): a remote-connect
 * page, or the console.
 */
export function bootstrap(container: HTMLElement): void {
  unregisterServiceWorkers();
  const root = createRoot(container);
  if (isConnectPath(window.location.pathname)) {
    root.render(
      <StrictMode>
        <ConnectPlaceholder />
      </StrictMode>,
    );
    return;
  }
  const app = createConsole();
  root.render(
    <StrictMode>
      <ConsoleApp app={app} />
    </StrictMode>,
  );
}
