import { Suspense, useState, useSyncExternalStore } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { lazyNamed } from '../components/lazyNamed.js';

const ConsoleModalHost = lazyNamed(() => import('./ConsoleModalHost.js'), 'ConsoleModalHost');

/**
 * Renders the modal host (its own chunk, with the window styles and every modal's content)
 * once the first modal opens, and keeps it from then on: the host gives the focus back to a
 * modal's opener as the modal closes, which an unmounted host could not do for the last one.
 * The manager itself is React-free and in the main bundle.
 */
export function LazyModalHost() {
  const { modals } = useConsole();
  const hasModals = useSyncExternalStore(
    modals.subscribe,
    () => modals.getSnapshot().modals.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (hasModals && !needed) setNeeded(true);
  if (!hasModals && !needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsoleModalHost />
    </Suspense>
  );
}
