import { Loader } from '@netfleet/ui-kit';
import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { wideNavAtom } from '../state/wideNavAtom.js';
import { Header } from './Header.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { SideNav } from './SideNav.js';
import { useMediaQuery } from './useMediaQuery.js';

// Not a route (it replaces every page), so React's lazy rather than the router's.
const AccessDeniedPage = lazy(() =>
  import('../pages/AccessDeniedPage.js').then((module) => ({ default: module.AccessDeniedPage })),
);

/** Below this width the navigation is an overlay (matches the CSS breakpoint). */
const SMALL_SCREEN_QUERY = '(max-width: 48rem)';

/** Re-creates the page when the route or its `id`, `company_id` or `name` param changes (spec §2.1). */
function usePageKey(): string {
  return useRouterState({
    select: (state) => {
      const match = state.matches.at(-1);
      const params = (match?.params ?? {}) as Record<string, string | undefined>;
      return [match?.routeId, params.id, params.company_id, params.name].join('|');
    },
  });
}

/**
 * The layout of every non-standalone page: left navigation, header and the content
 * area. A user with no view permission at all gets "Access denied" instead of a page.
 */
export function Shell() {
  const { user, navigation, landing } = useRouteContext({ from: '/shell' });
  const [wide, setWide] = useAtom(wideNavAtom);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pageKey = usePageKey();

  // The overlay navigation of small screens closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setOverlayOpen(false);
  }, [pathname]);

  const toggleNav = () => {
    if (smallScreen) setOverlayOpen((open) => !open);
    else setWide((value) => !value);
  };

  // Small screens: the navigation is a full-width overlay, open or closed; wideNav is for larger ones.
  const showWide = smallScreen || wide;
  const classes = [
    'app-shell',
    showWide ? 'app-shell--wide' : 'app-shell--narrow',
    smallScreen && overlayOpen ? 'app-shell--nav-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header user={user} navExpanded={smallScreen ? overlayOpen : wide} onToggleNav={toggleNav} />
      <div className="app-shell__frame">
        <div className="app-shell__nav">
          <SideNav groups={navigation} wide={showWide} />
        </div>
        {smallScreen && overlayOpen ? (
          <button
            type="button"
            className="app-shell__backdrop"
            aria-label="Close navigation"
            onClick={() => setOverlayOpen(false)}
          />
        ) : null}
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          {user.isImpersonating ? <ImpersonationBanner user={user} /> : null}
          {landing === null ? (
            <Suspense fallback={<Loader block />}>
              <AccessDeniedPage />
            </Suspense>
          ) : (
            <div key={pageKey} className="page-transition">
              <Outlet />
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
