import { Suspense, useSyncExternalStore } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { lazyNamed } from '../components/lazyNamed.js';

const ConsoleModalHost = lazyNamed(() => import('./ConsoleModalHost.js'), 'ConsoleModalHost');

/**
 * Renders the modal host (its own chunk, with the window styles and every modal's content)
 * once the first modal opens; the manager itself is React-free and in the main bundle.
 */
export function LazyModalHost() {
  const { modals } = useConsole();
  const hasModals = useSyncExternalStore(
    modals.subscribe,
    () => modals.getSnapshot().modals.length > 0,
    () => false,
  );
  if (!hasModals) return null;
  return (
    <Suspense fallback={null}>
      <ConsoleModalHost />
    </Suspense>
  );
}
