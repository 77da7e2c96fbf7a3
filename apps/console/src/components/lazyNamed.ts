import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../bootstrap/reloadOnChunkError.js';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * `React.lazy` for a named export, reloading the page once when the chunk is gone after
 * a deploy (spec §8); the heavy widgets of the shell load through it.
 *
 * @example
 * const SearchDialog = lazyNamed(() => import('./SearchDialog.js'), 'SearchDialog');
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never {
  const component = lazy(async () => {
    try {
      const module = await load();
      return { default: module[name] as ComponentType<unknown> };
    } catch (error) {
      if (isChunkLoadError(error)) reloadOnceForChunkError(sessionStore(), () => window.location.reload());
      throw error;
    }
  });
  return component as never;
}
