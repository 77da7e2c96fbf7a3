import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';

/** Session-storage entry that keeps the mobile layout for the tab once asked for. */
export const PLATFORM_STORAGE_KEY = 'netfleet:platform';

/**
 * Whether the mobile layout is on (spec §2.1: `?platform=mobile`). The choice is kept for
 * the tab, so links inside the console (which drop the query) stay in the mobile layout;
 * `?platform=desktop` switches it off.
 */
export function useMobilePlatform(): boolean {
  const { env } = useConsole();
  const fromUrl = useRouterState({
    select: (state) => {
      const value = (state.location.search as Record<string, unknown>).platform;
      return typeof value === 'string' ? value : null;
    },
  });
  useEffect(() => {
    if (fromUrl === 'mobile') env.sessionStorage?.setItem(PLATFORM_STORAGE_KEY, 'mobile');
    else if (fromUrl !== null) env.sessionStorage?.removeItem(PLATFORM_STORAGE_KEY);
  }, [fromUrl, env]);
  if (fromUrl !== null) return fromUrl === 'mobile';
  return env.sessionStorage?.getItem(PLATFORM_STORAGE_KEY) === 'mobile';
}
