/** Full-page notices that replace the console (spec §2.4, §8). */
export type NoticeKind = 'maintenance' | 'email-not-verified' | 'not-invited' | 'mfa-mandatory';

/** Where the console is in its life. */
export type AppStatus =
  | { readonly kind: 'starting' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'notice'; readonly notice: NoticeKind }
  /**
   * The session could not start; the page offers to try again (three failures lead to
   * maintenance). `message` says why; without one the page says the error was unexpected.
   */
  | { readonly kind: 'failed'; readonly message?: string }
  /** The browser is on its way to the sign-in page. */
  | { readonly kind: 'leaving' };

/** The global error codes that mount a notice page instead of the console. */
export const NOTICE_BY_ERROR_CODE: Readonly<Record<string, NoticeKind>> = {
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  NOT_INVITED_EXTERNAL_USER: 'not-invited',
  MFA_MANDATORY: 'mfa-mandatory',
  MAINTENANCE: 'maintenance',
};

/** A plain store of the {@link AppStatus} for `useSyncExternalStore`. */
export interface AppStatusStore {
  getSnapshot(): AppStatus;
  subscribe(listener: () => void): () => void;
  set(status: AppStatus): void;
}

/** Creates an {@link AppStatusStore}, `starting` at first. */
export function createAppStatus(initial: AppStatus = { kind: 'starting' }): AppStatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      // A notice is final for this page: a later error must not replace it.
      if (status.kind === 'notice' || status.kind === 'leaving') return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
