import { useCallback, useSyncExternalStore } from 'react';
import type { DarkModeController, DarkModeSetting, DarkModeSnapshot } from './createDarkMode.js';

/** What {@link useDarkMode} returns. */
export interface UseDarkModeResult extends DarkModeSnapshot {
  setSetting: (setting: DarkModeSetting) => void;
}

/**
 * The setting and the scheme shown, re-rendering when either changes (a click or
 * the system switching while in `auto`).
 *
 * @example
 * const { setting, scheme, setSetting } = useDarkMode(darkMode);
 */
export function useDarkMode(controller: DarkModeController): UseDarkModeResult {
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const setSetting = useCallback((setting: DarkModeSetting) => controller.set(setting), [controller]);
  return { ...snapshot, setSetting };
}
