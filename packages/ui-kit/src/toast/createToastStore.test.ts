import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LEAVE_MS,
  TOAST_MAX_VISIBLE,
  TOAST_QUEUE_CHECK_MS,
  type ToastTimers,
} from './createToastStore.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const ids = (toasts: readonly { id: string }[]) => toasts.map((toast) => toast.id);

describe('toast constants', () => {
  it('are the spec values', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_LEAVE_MS).toBe(150);
    expect(TOAST_QUEUE_CHECK_MS).toBe(250);
    expect(TOAST_MAX_VISIBLE).toBe(7);
  });
});

describe('createToastStore', () => {
  it('shows a toast at once, closes it after 4000 ms and removes it 150 ms later', () => {
    const store = createToastStore();
    const id = store.push('Saved');
    expect(store.getSnapshot().visible).toMatchObject([
      { id, message: 'Saved', kind: 'info', phase: 'visible' },
    ]);

    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().visible[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(149);
    expect(store.getSnapshot().visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible).toHaveLength(0);
  });

  it('queues toasts past seven and shows them as places free up, at the next queue check', () => {
    const store = createToastStore();
    const pushed = Array.from({ length: 9 }, (_, i) => store.push({ message: `Toast ${i + 1}` }));
    expect(ids(store.getSnapshot().visible)).toEqual(pushed.slice(0, 7));
    expect(ids(store.getSnapshot().queued)).toEqual(pushed.slice(7));
    expect(store.getSnapshot().queued.every((toast) => toast.phase === 'queued')).toBe(true);

    // The first seven close at 4000 ms and are gone at 4150 ms; the check at 4250 ms shows the other two.
    vi.advanceTimersByTime(4150);
    expect(store.getSnapshot().visible).toHaveLength(0);
    expect(store.getSnapshot().queued).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(ids(store.getSnapshot().visible)).toEqual(pushed.slice(7));
    expect(store.getSnapshot().queued).toHaveLength(0);

    // They get their own full duration from when they became visible.
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().visible.map((t) => t.phase)).toEqual(['visible', 'visible']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible.map((t) => t.phase)).toEqual(['leaving', 'leaving']);
  });

  it('moves one waiting toast on screen when one visible toast is dismissed', () => {
    const store = createToastStore({ maxVisible: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((message) => store.push(message));
    vi.advanceTimersByTime(1000);
    store.dismiss(a as string);
    // Leaving, it keeps its place until it is removed (150 ms), and the queue check runs every 250 ms.
    vi.advanceTimersByTime(TOAST_LEAVE_MS - 1);
    expect(ids(store.getSnapshot().visible)).toEqual([a, b]);
    vi.advanceTimersByTime(1);
    expect(ids(store.getSnapshot().visible)).toEqual([b]);
    expect(ids(store.getSnapshot().queued)).toEqual([c]);
    vi.advanceTimersByTime(100);
    expect(ids(store.getSnapshot().visible)).toEqual([b, c]);
  });

  it('pauses while hovered and keeps the time left', () => {
    const store = createToastStore();
    const id = store.push('Hover me');
    vi.advanceTimersByTime(1000);
    store.pause(id);
    expect(store.getSnapshot().visible[0]?.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().visible[0]?.phase).toBe('visible');
    store.resume(id);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().visible[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible[0]?.phase).toBe('leaving');
  });

  it('keeps the time left over several pauses', () => {
    const store = createToastStore({ duration: 1000 });
    const id = store.push('x');
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(300);
      store.pause(id);
      vi.advanceTimersByTime(5000);
      store.resume(id);
    }
    vi.advanceTimersByTime(99);
    expect(store.getSnapshot().visible[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible[0]?.phase).toBe('leaving');
  });

  it('dismisses on demand and drops a waiting toast at once', () => {
    const store = createToastStore({ maxVisible: 1 });
    const first = store.push('first');
    const second = store.push('second');
    store.dismiss(second);
    expect(store.getSnapshot().queued).toHaveLength(0);
    store.dismiss(first);
    expect(store.getSnapshot().visible[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(store.getSnapshot().visible).toHaveLength(0);
  });

  it('uses the per-toast duration, and keeps 0-duration toasts until dismissed', () => {
    const store = createToastStore();
    store.push({ message: 'short', duration: 500 });
    const sticky = store.push({ message: 'sticky', duration: 0 });
    vi.advanceTimersByTime(500 + TOAST_LEAVE_MS);
    expect(ids(store.getSnapshot().visible)).toEqual([sticky]);
    vi.advanceTimersByTime(600_000);
    expect(ids(store.getSnapshot().visible)).toEqual([sticky]);
  });

  it('updates a toast pushed again with the same id instead of stacking a second one', () => {
    const store = createToastStore();
    store.push({ id: 'offline', message: 'The network connection has been lost.', kind: 'warning' });
    vi.advanceTimersByTime(3000);
    store.push({ id: 'offline', message: 'The network connection has been lost.', kind: 'error' });
    expect(store.getSnapshot().visible).toHaveLength(1);
    expect(store.getSnapshot().visible[0]?.kind).toBe('error');
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().visible[0]?.phase).toBe('visible');
  });

  it('has shorthands per kind', () => {
    const store = createToastStore();
    store.info('i');
    store.success('s', { title: 'Done' });
    store.warning('w');
    store.error('e');
    expect(store.getSnapshot().visible.map((t) => [t.kind, t.message, t.title])).toEqual([
      ['info', 'i', undefined],
      ['success', 's', 'Done'],
      ['warning', 'w', undefined],
      ['error', 'e', undefined],
    ]);
  });

  it('notifies subscribers with a new snapshot and stops after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.push('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.push('y');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismissAll closes every toast and empties the queue', () => {
    const store = createToastStore({ maxVisible: 2 });
    for (let i = 0; i < 5; i += 1) store.push(`t${i}`);
    store.dismissAll();
    expect(store.getSnapshot().queued).toHaveLength(0);
    expect(store.getSnapshot().visible.every((t) => t.phase === 'leaving')).toBe(true);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(store.getSnapshot().visible).toHaveLength(0);
  });

  it('runs on injected timers', () => {
    let now = 0;
    const timeouts = new Map<number, { at: number; run: () => void }>();
    let next = 1;
    const timers: ToastTimers = {
      setTimeout: (run, ms) => {
        timeouts.set(next, { at: now + ms, run });
        return next++;
      },
      clearTimeout: (handle) => {
        timeouts.delete(handle as number);
      },
      setInterval: () => 0,
      clearInterval: () => {},
      now: () => now,
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [handle, timeout] of [...timeouts]) {
        if (timeout.at <= now) {
          timeouts.delete(handle);
          timeout.run();
        }
      }
    };
    const store = createToastStore({ timers, duration: 100, leaveMs: 10 });
    store.push('x');
    advance(100);
    expect(store.getSnapshot().visible[0]?.phase).toBe('leaving');
    advance(10);
    expect(store.getSnapshot().visible).toHaveLength(0);
  });

  it('stops its timers when destroyed', () => {
    const store = createToastStore({ maxVisible: 1 });
    store.push('a');
    store.push('b');
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
