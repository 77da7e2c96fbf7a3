import { Loader } from '@netfleet/ui-kit';
import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../components/lazyNamed.js';
import { HelpDataContext, type HelpEntry } from '../help/helpData.js';
import { useTexts } from '../i18n/useTexts.js';
import { LazyModalHost } from '../modals/LazyModalHost.js';
import { type PageInfo, usePageInfo } from '../router/pageInfo.js';
import { useCurrentUser } from '../session/useCurrentUser.js';
import { OPEN_NAV_EVENT, openNavWide, wideNavAtom } from '../state/wideNavAtom.js';
import { ForcedFlows } from './ForcedFlows.js';
import { Header } from './Header.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { PageBar } from './PageBar.js';
import { ScrollToTopButton } from './ScrollToTopButton.js';
import { SideNav } from './SideNav.js';
import { shellTexts } from './texts.js';
import { UpdatePrompt } from './UpdatePrompt.js';
import { useMediaQuery } from './useMediaQuery.js';
import { useMobilePlatform } from './useMobilePlatform.js';
import { useOfflineToast } from './useOfflineToast.js';

// Not a route (it replaces every page), so React's lazy rather than the router's.
const AccessDeniedPage = lazy(() =>
  import('../pages/AccessDeniedPage.js').then((module) => ({ default: module.AccessDeniedPage })),
);
const HelpPanel = lazyNamed(() => import('../help/HelpPanel.js'), 'HelpPanel');

/** Below this width the navigation is an overlay (matches the CSS breakpoint). */
const SMALL_SCREEN_QUERY = '(max-width: 48rem)';

/** Re-creates the page when the route or its `id`, `company_id` or `name` param changes (spec §2.1). */
function usePageKey(page: PageInfo): string {
  const { params } = page;
  return [page.name, params.id, params.company_id, params.name].join('|');
}

/**
 * The layout of every non-standalone page: left navigation, header, breadcrumbs and the
 * content area with a page transition; the help panel, scroll-to-top button, update
 * prompt, the forced flows and the modal windows. A user with no view permission at
 * all gets "Access denied" instead of a page.
 */
export function Shell() {
  const { navigation, landing } = useRouteContext({ from: '/shell' });
  const user = useCurrentUser();
  const t = useTexts(shellTexts);
  const [wide, setWide] = useAtom(wideNavAtom);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const mobilePlatform = useMobilePlatform();
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY) || mobilePlatform;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const route = usePageInfo();
  const pageKey = usePageKey(route);
  // The transition is between pages: the first page of a visit appears at once.
  const firstPageKey = useRef(pageKey);
  const navigated = useRef(false);
  if (pageKey !== firstPageKey.current) navigated.current = true;
  const [helpPanelOpen, setHelpPanelOpen] = useState(false);
  const [helpEntries, setHelpEntries] = useState<readonly HelpEntry[]>([]);
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  useOfflineToast();

  // The overlay navigation of small screens closes on every route change; the help panel
  // belongs to the page it was opened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setOverlayOpen(false);
  }, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route name is the trigger.
  useEffect(() => {
    setHelpPanelOpen(false);
  }, [route.name]);

  // The open-nav event (spec §2.2): wide or narrow on large screens, open or closed on small ones.
  useEffect(() => {
    const onOpenNav = (event: Event) => {
      const wideNow = openNavWide(event);
      if (smallScreen) setOverlayOpen(wideNow);
      else setWide(wideNow);
    };
    window.addEventListener(OPEN_NAV_EVENT, onOpenNav);
    return () => window.removeEventListener(OPEN_NAV_EVENT, onOpenNav);
  }, [smallScreen, setWide]);

  // A press outside the open overlay closes it.
  useEffect(() => {
    if (!smallScreen || !overlayOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (navRef.current?.contains(target) || target.closest?.('.app-header__nav-toggle')) return;
      setOverlayOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [smallScreen, overlayOpen]);

  const toggleNav = () => {
    if (smallScreen) setOverlayOpen((open) => !open);
    else setWide((value) => !value);
  };
  const setEntries = useCallback((entries: readonly HelpEntry[]) => setHelpEntries(entries), []);

  // Small screens and the mobile layout: the navigation is an overlay, open or closed;
  // wideNav is for larger ones.
  const showWide = smallScreen || wide;
  const classes = [
    'app-shell',
    showWide ? 'app-shell--wide' : 'app-shell--narrow',
    smallScreen ? 'app-shell--overlay-nav' : '',
    smallScreen && overlayOpen ? 'app-shell--nav-open' : '',
    mobilePlatform ? 'app-shell--mobile' : '',
    helpPanelOpen ? 'app-shell--help-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <HelpDataContext.Provider value={setEntries}>
      <div className={classes}>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <Header
          user={user}
          navExpanded={smallScreen ? overlayOpen : wide}
          logoCollapsed={!smallScreen && !wide}
          onToggleNav={toggleNav}
        />
        <div className="app-shell__frame">
          <div className="app-shell__nav" ref={navRef} inert={smallScreen && !overlayOpen ? true : undefined}>
            <SideNav groups={navigation} wide={showWide} />
          </div>
          {smallScreen && overlayOpen ? (
            <button
              type="button"
              className="app-shell__backdrop"
              aria-label={t('closeNavigation')}
              tabIndex={-1}
              onClick={() => setOverlayOpen(false)}
            />
          ) : null}
          <main id="main-content" ref={mainRef} className="app-shell__main" tabIndex={-1}>
            {user.isImpersonating ? <ImpersonationBanner user={user} /> : null}
            {landing === null ? (
              <Suspense fallback={<Loader block />}>
                <AccessDeniedPage />
              </Suspense>
            ) : (
              <>
                <PageBar
                  helpPanelOpen={helpPanelOpen}
                  onToggleHelpPanel={() => setHelpPanelOpen((open) => !open)}
                />
                <div key={pageKey} className={navigated.current ? 'page-transition' : undefined}>
                  <Outlet />
                </div>
              </>
            )}
          </main>
          {helpPanelOpen ? (
            <Suspense fallback={null}>
              <HelpPanel
                entries={helpEntries}
                scope={mainRef.current}
                onClose={() => setHelpPanelOpen(false)}
              />
            </Suspense>
          ) : null}
        </div>
        <ScrollToTopButton />
        <UpdatePrompt />
        <ForcedFlows user={user} />
        <LazyModalHost />
      </div>
    </HelpDataContext.Provider>
  );
}
