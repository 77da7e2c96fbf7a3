import { useForms } from '@netfleet/forms';
import { useEffect } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * An import with bad lines answers 422 yet adds its good lines: the submit's error callback
 * (made by the form registry, outside React) says so here, and the form's
 * {@link ImportedDevicesReload} reloads the devices list, as a success would.
 */
export function announceDevicesImported(): void {
  for (const listener of listeners) listener();
}

/** Rendered under the import form: reloads the devices list when lines were added despite errors. */
export function ImportedDevicesReload() {
  const { reloadTable } = useForms();
  useEffect(() => {
    const listener = () => reloadTable('devices');
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [reloadTable]);
  return null;
}
