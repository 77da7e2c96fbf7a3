import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStatus } from '../state/createAppStatus.js';
import { FIRST_VIEW_RELEASED_MARK, releaseFirstView } from './releaseFirstView.js';
import { FIRST_VIEW_LIMIT_MS, watchFirstView } from './watchFirstView.js';

function testRouter() {
  const root = createRootRoute();
  const pages = ['/', '/management/devices', '/management/companies'].map((path) =>
    createRoute({ getParentRoute: () => root, path }),
  );
  return createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: ['/management/devices'] }),
  });
}

describe('the first view', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/management/devices');
    document.body.innerHTML =
      '<div id="first-view" inert aria-hidden="true"><p>rows</p></div><div id="root"></div>';
    document.documentElement.className = '';
    performance.clearMarks();
  });
  afterEach(() => vi.useRealTimers());

  const present = () => document.getElementById('first-view') !== null;

  it('is removed once, with a mark of when', () => {
    releaseFirstView();
    releaseFirstView();
    expect(present()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
    expect(performance.getEntriesByName(FIRST_VIEW_RELEASED_MARK)).toHaveLength(1);
  });

  it('goes at once when early-requests.js ruled it out', () => {
    document.documentElement.classList.add('nf-first-view-off');
    watchFirstView({ status: createAppStatus(), router: testRouter() });
    expect(present()).toBe(false);
  });

  it('stays while the console starts, and goes when the start ends in a notice', () => {
    const status = createAppStatus();
    watchFirstView({ status, router: testRouter() });
    status.set({ kind: 'ready' });
    expect(present()).toBe(true);
    status.set({ kind: 'notice', notice: 'maintenance' });
    expect(present()).toBe(false);
  });

  it('goes when the user moves to another page', async () => {
    const router = testRouter();
    await router.load();
    watchFirstView({ status: createAppStatus(), router });
    await router.navigate({ href: '/management/devices' });
    expect(present()).toBe(true);
    await router.navigate({ href: '/management/companies' });
    expect(present()).toBe(false);
  });

  it('goes after its time limit whatever happens', () => {
    vi.useFakeTimers();
    watchFirstView({ status: createAppStatus(), router: testRouter() });
    vi.advanceTimersByTime(FIRST_VIEW_LIMIT_MS - 1);
    expect(present()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(present()).toBe(false);
  });
});
