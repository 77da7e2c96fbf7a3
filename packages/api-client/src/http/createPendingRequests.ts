/**
 * Tracks the GET requests in flight so that (spec §7, §4) a new GET to the same URL
 * cancels the pending one, and a route change cancels everything pending.
 */
export interface PendingRequests {
  /**
   * Registers `request` and returns the request to send: the same one with a signal that
   * this registry can abort. Aborts an earlier GET to the same URL first.
   */
  track(
    request: Request,
    options?: { skipCancel?: boolean },
  ): { request: Request; token: PendingToken | null };
  /**
   * Forgets a request that completed, by the token `track` gave. (ky hands hooks a clone
   * of the request it sent, so the request object itself cannot be the key.)
   */
  done(token: PendingToken | null | undefined): void;
  /** Aborts every tracked request (those flagged `skipCancel` are never tracked). */
  cancelAll(reason?: string): void;
  readonly size: number;
}

/** Identifies one tracked request. */
export interface PendingToken {
  readonly url: string;
  readonly controller: AbortController;
}

export function createPendingRequests(): PendingRequests {
  const byUrl = new Map<string, PendingToken>();
  return {
    track(request, { skipCancel = false } = {}) {
      if (request.method !== 'GET' || skipCancel) return { request, token: null };
      byUrl.get(request.url)?.controller.abort(new DOMException('Replaced by a newer request', 'AbortError'));
      const token: PendingToken = { url: request.url, controller: new AbortController() };
      const signal = AbortSignal.any([request.signal, token.controller.signal]);
      byUrl.set(request.url, token);
      return { request: new Request(request, { signal }), token };
    },
    done(token) {
      if (token && byUrl.get(token.url) === token) byUrl.delete(token.url);
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
