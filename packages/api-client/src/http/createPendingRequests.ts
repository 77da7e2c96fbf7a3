/**
 * Tracks the GET requests in flight so that (spec §7, §4) a new GET to the same URL
 * cancels the pending one, and a route change cancels everything pending.
 */
export interface PendingRequests {
  /**
   * Registers `request` and returns the request to send: the same one with a signal that
   * this registry can abort. Aborts an earlier GET to the same URL first.
   */
  track(request: Request, options?: { skipCancel?: boolean }): Request;
  /** Forgets a request that completed. */
  done(request: Request): void;
  /** Aborts every tracked request (those flagged `skipCancel` are never tracked). */
  cancelAll(reason?: string): void;
  readonly size: number;
}

export function createPendingRequests(): PendingRequests {
  const byUrl = new Map<string, { controller: AbortController; request: Request }>();
  return {
    track(request, { skipCancel = false } = {}) {
      if (request.method !== 'GET' || skipCancel) return request;
      byUrl.get(request.url)?.controller.abort(new DOMException('Replaced by a newer request', 'AbortError'));
      const controller = new AbortController();
      const signal = AbortSignal.any([request.signal, controller.signal]);
      const tracked = new Request(request, { signal });
      byUrl.set(request.url, { controller, request: tracked });
      return tracked;
    },
    done(request) {
      const entry = byUrl.get(request.url);
      if (entry && entry.request === request) byUrl.delete(request.url);
    },
    cancelAll(reason = 'Route changed') {
      for (const { controller } of byUrl.values()) controller.abort(new DOMException(reason, 'AbortError'));
      byUrl.clear();
    },
    get size() {
      return byUrl.size;
    },
  };
}
