import { isApiError, isSessionEndedError } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import { type AppStatus, NOTICE_BY_ERROR_CODE } from '../state/createAppStatus.js';
import type { ConsoleInstance } from './createConsole.js';

type StartParts = Pick<ConsoleInstance, 'client' | 'queryClient' | 'storage' | 'status'> &
  Partial<Pick<ConsoleInstance, 'applyBrand'>>;

/**
 * What a failed session start leads to (spec §4, §8): a global error code mounts its
 * notice page; the third failure in a row (the client's `maintenance` event) and a
 * failure without a stack (nothing to debug: the service is down) show the maintenance
 * page; an error carrying a stack, a failed request's `ApiError` included, is re-thrown
 * for the error reporting ("On failure an error carrying a stack is re-thrown").
 */
export function statusAfterFailure(
  error: unknown,
  code: string | undefined,
  maintenance: boolean,
): AppStatus {
  if (isSessionEndedError(error)) return { kind: 'leaving' };
  const notice = code === undefined ? undefined : NOTICE_BY_ERROR_CODE[code];
  if (notice) return { kind: 'notice', notice };
  if (maintenance) return { kind: 'notice', notice: 'maintenance' };
  if (!(error instanceof Error) || !error.stack) return { kind: 'notice', notice: 'maintenance' };
  throw error;
}

/**
 * Starts the session (spec §4): loads the signed-in user and, beside it, the user's brand
 * (`GET /brand`: no round trip added before the first paint), then the per-user storage,
 * then lets the app mount (`ready`) under that brand. A brand that cannot be loaded leaves
 * the one the console started with. On failure the status becomes the matching notice or
 * maintenance, or the error is re-thrown (see {@link statusAfterFailure}). `noSession`
 * starts at once (the `/logout` and `/404` pages need no user).
 */
export async function startConsole(
  app: StartParts,
  options: {
    noSession?: boolean;
    /**
     * Work that may run beside the storage load once the user is known, such as loading the
     * first route's data and chunks, so the page is ready when the app mounts.
     */
    preload?: () => Promise<unknown>;
  } = {},
): Promise<AppStatus> {
  if (options.noSession) {
    app.status.set({ kind: 'ready' });
    return app.status.getSnapshot();
  }
  let code: string | undefined;
  let maintenance = false;
  const stopErrors = app.client.events.on('global-error', (event) => {
    code ??= event.code;
  });
  const stopMaintenance = app.client.events.on('maintenance', () => {
    maintenance = true;
  });
  const { applyBrand } = app;
  const brandLoaded = applyBrand
    ? import('./loadBrand.js')
        .then(({ loadBrand }) => loadBrand(app.queryClient, app.client))
        .then(applyBrand)
        .catch(() => undefined)
    : Promise.resolve();
  try {
    await app.queryClient.fetchQuery(currentUserQueryOptions(app.client));
  } catch (error) {
    const firstCode = code ?? (isApiError(error) ? error.code : undefined);
    app.status.set(statusAfterFailure(error, firstCode, maintenance));
    return app.status.getSnapshot();
  } finally {
    stopErrors();
    stopMaintenance();
  }
  // A failed storage load is swallowed inside load() (spec §8): the app starts with defaults.
  // The first page's data loads meanwhile; the route loads it again (from the cache) on mount.
  // The first route's guards need the brand's disabled routes: preload under it.
  await Promise.all([app.storage.load(), brandLoaded.then(() => options.preload?.()).catch(() => undefined)]);
  app.status.set({ kind: 'ready' });
  return app.status.getSnapshot();
}
