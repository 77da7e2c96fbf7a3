import { describe, expect, it } from 'vitest';
import { createPendingRequests } from './createPendingRequests.js';

describe('createPendingRequests', () => {
  it('aborts the pending GET when a new GET to the same URL starts', () => {
    const pending = createPendingRequests();
    const first = pending.track(new Request('https://a.test/api/devices?limit=10')).request;
    const second = pending.track(new Request('https://a.test/api/devices?limit=10')).request;
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it('leaves GETs to other URLs and non-GET requests alone', () => {
    const pending = createPendingRequests();
    const a = pending.track(new Request('https://a.test/api/devices?limit=10')).request;
    pending.track(new Request('https://a.test/api/devices?limit=20'));
    const post = pending.track(
      new Request('https://a.test/api/devices?limit=10', { method: 'POST' }),
    ).request;
    pending.track(new Request('https://a.test/api/devices?limit=10', { method: 'POST' }));
    expect(a.signal.aborted).toBe(false);
    expect(post.signal.aborted).toBe(false);
  });

  it('does not cancel requests flagged to skip', () => {
    const pending = createPendingRequests();
    const kept = pending.track(new Request('https://a.test/api/storage'), { skipCancel: true }).request;
    pending.track(new Request('https://a.test/api/storage'));
    pending.cancelAll();
    expect(kept.signal.aborted).toBe(false);
  });

  it('cancels everything pending on a route change', () => {
    const pending = createPendingRequests();
    const a = pending.track(new Request('https://a.test/api/a')).request;
    const b = pending.track(new Request('https://a.test/api/b')).request;
    pending.cancelAll();
    expect([a.signal.aborted, b.signal.aborted]).toEqual([true, true]);
    expect(pending.size).toBe(0);
  });

  it('forgets completed requests by their token, not a newer one to the same URL', () => {
    const pending = createPendingRequests();
    const first = pending.track(new Request('https://a.test/api/a'));
    const second = pending.track(new Request('https://a.test/api/a'));
    pending.done(first.token);
    expect(pending.size).toBe(1);
    pending.done(second.token);
    expect(pending.size).toBe(0);
  });
});
