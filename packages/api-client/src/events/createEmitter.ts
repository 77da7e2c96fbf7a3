/** A listener of one event type. */
export type Listener<T> = (payload: T) => void;

/** A small typed event emitter: `on` returns the function that removes the listener. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

/** Creates an {@link Emitter}. A throwing listener does not stop the others. */
export function createEmitter<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = () => {},
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

/** Events of the API client. */
export interface ClientEvents extends Record<string, unknown> {
  /** Tokens were refreshed: close sockets, reload GET data, re-initialise an impersonating user. */
  'token-refreshed': undefined;
  /** The session was revoked; the browser is on its way to `location`. */
  'session-ended': { location: string };
  /** The first error code of a response is a global one (see `GLOBAL_ERROR_CODES`). */
  'global-error': { code: string };
  /** Three failed user or revoke calls in a row: show the maintenance screen. */
  maintenance: { reason: 'user' | 'revoke' };
}
