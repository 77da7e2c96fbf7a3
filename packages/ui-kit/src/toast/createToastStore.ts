/** How long a toast stays before it closes by itself (spec §9). */
export const TOAST_DURATION_MS = 4000;
/** How long a closing toast stays for its leave animation before it is removed (spec §9). */
export const TOAST_LEAVE_MS = 150;
/** How often waiting toasts are checked for a free place (spec §9). */
export const TOAST_QUEUE_CHECK_MS = 250;
/** How many toasts the main app shows at once; the rest wait (spec §9). */
export const TOAST_MAX_VISIBLE = 7;

/** Severity of a toast: info and success are polite, warning and error are assertive. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Where a toast is in its life: waiting for a place, on screen, or animating out. */
export type ToastPhase = 'queued' | 'visible' | 'leaving';

/** What to show. */
export interface ToastInput {
  message: string;
  title?: string;
  /** Defaults to `'info'`. */
  kind?: ToastKind;
  /**
   * Milliseconds on screen before it closes by itself; `0` or `Infinity` keeps it
   * until dismissed. Defaults to the store's `duration`.
   */
  duration?: number;
  /**
   * Pushing again with the id of a toast that is still there updates that toast
   * and restarts its time, instead of adding another ("network lost" twice).
   */
  id?: string;
}

/** A toast as the store holds it. Replaced, never mutated, on every change. */
export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
  readonly title: string | undefined;
  readonly duration: number;
  readonly phase: ToastPhase;
  /** Hovered or focused: its time is not running. */
  readonly paused: boolean;
}

/** What the store shows: the toasts on screen (leaving ones included) and the ones waiting, oldest first. */
export interface ToastSnapshot {
  readonly visible: readonly Toast[];
  readonly queued: readonly Toast[];
}

/** The clock the store runs on. Tests pass fakes. */
export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/** Options of {@link createToastStore}. */
export interface ToastStoreOptions {
  /** Toasts on screen at once. Defaults to {@link TOAST_MAX_VISIBLE} (`7`). */
  maxVisible?: number;
  /** Default time on screen. Defaults to {@link TOAST_DURATION_MS} (`4000`). */
  duration?: number;
  /** Leave animation. Defaults to {@link TOAST_LEAVE_MS} (`150`). */
  leaveMs?: number;
  /** Queue check interval. Defaults to {@link TOAST_QUEUE_CHECK_MS} (`250`). */
  queueCheckMs?: number;
  /** Defaults to the global timers and `Date.now`, looked up at each call. */
  timers?: ToastTimers;
}

/** A toast queue that React (or anything else) can subscribe to. */
export interface ToastStore {
  /** Shows a toast (or queues it) and returns its id. */
  push(input: ToastInput | string): string;
  info(message: string, options?: Omit<ToastInput, 'message' | 'kind'>): string;
  success(message: string, options?: Omit<ToastInput, 'message' | 'kind'>): string;
  warning(message: string, options?: Omit<ToastInput, 'message' | 'kind'>): string;
  error(message: string, options?: Omit<ToastInput, 'message' | 'kind'>): string;
  /** Closes a toast: it leaves, and is removed after the leave animation. A queued one is dropped. */
  dismiss(id: string): void;
  /** Closes every toast and empties the queue. */
  dismissAll(): void;
  /** Stops a visible toast's clock, keeping the time it has left. */
  pause(id: string): void;
  /** Restarts a paused toast's clock with the time it had left. */
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastSnapshot;
  /** Stops every timer; the store stays readable but does nothing more. */
  destroy(): void;
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

interface Entry {
  toast: Toast;
  /** Time left on its clock while it is visible. */
  remaining: number;
  /** When the clock last (re)started. */
  startedAt: number;
  timer: unknown;
}

const EMPTY: ToastSnapshot = { visible: [], queued: [] };

/**
 * A React-free toast queue (spec: "queued if others are showing, becomes visible,
 * auto-closes, removed after 150 ms; pauses while hovered; click dismisses").
 *
 * At most `maxVisible` toasts show at once; others wait, and every `queueCheckMs`
 * while some wait the store moves them on screen as places free up. A visible toast
 * closes after its `duration`, stays `leaveMs` in the `leaving` phase for its
 * animation, then is removed. `pause`/`resume` (hover, focus) keep the time left.
 *
 * @example
 * const toasts = createToastStore();
 * toasts.success('Device renamed');
 * <ToastViewport store={toasts} position="top" />
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const maxVisible = Math.max(1, options.maxVisible ?? TOAST_MAX_VISIBLE);
  const defaultDuration = options.duration ?? TOAST_DURATION_MS;
  const leaveMs = options.leaveMs ?? TOAST_LEAVE_MS;
  const queueCheckMs = options.queueCheckMs ?? TOAST_QUEUE_CHECK_MS;
  const timers = options.timers ?? globalTimers;

  const visible = new Map<string, Entry>();
  const queued = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let snapshot = EMPTY;
  let queueTimer: unknown;
  let sequence = 0;
  let destroyed = false;

  function emit() {
    snapshot = {
      visible: [...visible.values()].map((entry) => entry.toast),
      queued: [...queued.values()].map((entry) => entry.toast),
    };
    for (const listener of [...listeners]) listener();
  }

  function update(entry: Entry, patch: Partial<Toast>) {
    entry.toast = { ...entry.toast, ...patch };
  }

  function clearTimer(entry: Entry) {
    if (entry.timer !== undefined) timers.clearTimeout(entry.timer);
    entry.timer = undefined;
  }

  function startClock(entry: Entry) {
    clearTimer(entry);
    const { duration } = entry.toast;
    // 0 or Infinity: stays until dismissed.
    if (!Number.isFinite(duration) || duration <= 0) return;
    entry.startedAt = timers.now();
    entry.timer = timers.setTimeout(() => {
      entry.timer = undefined;
      dismiss(entry.toast.id);
    }, entry.remaining);
  }

  function show(entry: Entry) {
    update(entry, { phase: 'visible', paused: false });
    entry.remaining = entry.toast.duration;
    visible.set(entry.toast.id, entry);
    startClock(entry);
  }

  function checkQueue() {
    let changed = false;
    for (const [id, entry] of queued) {
      if (visible.size >= maxVisible) break;
      queued.delete(id);
      show(entry);
      changed = true;
    }
    if (queued.size === 0 && queueTimer !== undefined) {
      timers.clearInterval(queueTimer);
      queueTimer = undefined;
    }
    if (changed) emit();
  }

  function ensureQueueCheck() {
    if (queueTimer === undefined && !destroyed) queueTimer = timers.setInterval(checkQueue, queueCheckMs);
  }

  function push(input: ToastInput | string): string {
    const data = typeof input === 'string' ? { message: input } : input;
    const id = data.id ?? `toast-${++sequence}`;
    const duration = data.duration ?? defaultDuration;
    const fields = { kind: data.kind ?? 'info', message: data.message, title: data.title, duration };
    if (destroyed) return id;

    const existing = visible.get(id) ?? queued.get(id);
    if (existing && existing.toast.phase !== 'leaving') {
      update(existing, fields);
      if (existing.toast.phase === 'visible') {
        existing.remaining = duration;
        if (!existing.toast.paused) startClock(existing);
      }
      emit();
      return id;
    }
    if (existing) {
      // Leaving under the same id: let it go and show the new one as a fresh toast.
      clearTimer(existing);
      visible.delete(id);
    }

    const entry: Entry = {
      toast: { id, ...fields, phase: 'queued', paused: false },
      remaining: duration,
      startedAt: 0,
      timer: undefined,
    };
    if (queued.size === 0 && visible.size < maxVisible) show(entry);
    else {
      queued.set(id, entry);
      ensureQueueCheck();
    }
    emit();
    return id;
  }

  function dismiss(id: string) {
    const waiting = queued.get(id);
    if (waiting) {
      queued.delete(id);
      emit();
      return;
    }
    const entry = visible.get(id);
    if (!entry || entry.toast.phase === 'leaving') return;
    clearTimer(entry);
    update(entry, { phase: 'leaving', paused: false });
    entry.timer = timers.setTimeout(() => {
      if (visible.get(id) === entry) visible.delete(id);
      emit();
    }, leaveMs);
    // Places free up only once the toast is gone; the queue check picks that up.
    if (queued.size > 0) ensureQueueCheck();
    emit();
  }

  function pause(id: string) {
    const entry = visible.get(id);
    if (entry?.toast.phase !== 'visible' || entry.toast.paused) return;
    if (entry.timer !== undefined) {
      entry.remaining = Math.max(0, entry.remaining - (timers.now() - entry.startedAt));
      clearTimer(entry);
    }
    update(entry, { paused: true });
    emit();
  }

  function resume(id: string) {
    const entry = visible.get(id);
    if (entry?.toast.phase !== 'visible' || !entry.toast.paused) return;
    update(entry, { paused: false });
    startClock(entry);
    emit();
  }

  const withKind =
    (kind: ToastKind) =>
    (message: string, rest: Omit<ToastInput, 'message' | 'kind'> = {}) =>
      push({ ...rest, message, kind });

  return {
    push,
    info: withKind('info'),
    success: withKind('success'),
    warning: withKind('warning'),
    error: withKind('error'),
    dismiss,
    dismissAll() {
      queued.clear();
      for (const id of [...visible.keys()]) dismiss(id);
      emit();
    },
    pause,
    resume,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    destroy() {
      destroyed = true;
      for (const entry of visible.values()) clearTimer(entry);
      if (queueTimer !== undefined) timers.clearInterval(queueTimer);
      queueTimer = undefined;
    },
  };
}
