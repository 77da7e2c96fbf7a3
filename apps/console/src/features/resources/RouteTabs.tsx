import {
  hrefFor,
  isRouteAllowed,
  ROUTES,
  type RouteName,
  type RouteParams,
  routeByName,
} from '@netfleet/permissions';
import { Outlet } from '@tanstack/react-router';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { HrefLink } from '../../components/HrefLink.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { usePageInfo } from '../../router/pageInfo.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { resourcesTexts } from './texts.js';

/**
 * The tabs of a page of the route table (`services`: `/resources`; `company.resources`: a
 * company's resources) the user may open, the open one marked, and the open tab below.
 */
export function RouteTabs({ parent, params = {} }: { parent: RouteName; params?: RouteParams }) {
  const t = useTexts(resourcesTexts);
  const { theme } = useConsole();
  const user = useCurrentUser();
  const page = usePageInfo();
  const routeTitle = useRouteTitle();
  // A page lists its tabs; a tab with tabs of its own (a company's resources) has children.
  const all =
    routeByName(parent)?.tabs ?? ROUTES.filter((route) => route.parent === parent).map((route) => route.name);
  const tabs = all.filter((tab) => isRouteAllowed(user, theme, tab)) as RouteName[];
  return (
    <>
      <nav className="tabs" aria-label={t('tabs')}>
        <ul className="tabs__list">
          {tabs.map((tab) => (
            <li key={tab}>
              <HrefLink className="tabs__tab" href={hrefFor(tab, params)} active={tab === page.name}>
                {routeTitle(tab)}
              </HrefLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
