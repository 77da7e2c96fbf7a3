import { hrefFor, type RouteParams, routeByName } from '@netfleet/permissions';
import {
  englishRouteTitle,
  englishTitles,
  humanizeRouteName,
  routeTitleKey,
  sectionTitleKey,
  type TitleTranslator,
} from '../i18n/routeTitles.js';

/** One breadcrumb: a label and, unless it is the current page or not a page, a link. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A crumb with the texts key its label translates from. */
interface KeyedCrumb extends Breadcrumb {
  key: string;
}

function linkTo(name: string, params: RouteParams): string | undefined {
  try {
    return hrefFor(name, params);
  } catch {
    return undefined;
  }
}

function chain(name: string, params: RouteParams, seen: Set<string>): KeyedCrumb[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const route = routeByName(name);
  const crumb: KeyedCrumb = { label: englishRouteTitle(name), key: routeTitleKey(name) };
  const href = route ? linkTo(name, params) : undefined;
  if (href) crumb.href = href;
  if (route?.parent) return [...chain(route.parent, params, seen), crumb];
  // Without a parent, the dotted name's prefixes are the levels above: `reports.periodic.day`.
  const parts = name.split('.');
  const above: KeyedCrumb[] = [];
  for (let end = 1; end < parts.length; end += 1) {
    const prefix = parts.slice(0, end).join('.');
    const prefixRoute = routeByName(prefix);
    if (prefixRoute) {
      const prefixHref = linkTo(prefix, params);
      const level = { label: prefixRoute.title, key: routeTitleKey(prefix) };
      above.push(prefixHref ? { ...level, href: prefixHref } : level);
    } else {
      const key = sectionTitleKey(prefix);
      above.push({ label: englishTitles(key, humanizeRouteName(parts[end - 1] ?? prefix)), key });
    }
  }
  return [...above, crumb];
}

/**
 * The breadcrumbs of a route, built from its name (forms-modals §2): the pages above it
 * (its `parent` chain, else the prefixes of its dotted name) linked where they are pages,
 * and last the route's title, or its humanised name when the table has none. The last
 * crumb never links. `translate` gives the labels in the UI language (`useTitleTranslator`);
 * English by default.
 *
 * @example
 * breadcrumbsFor('company.invitations', { company_id: 5 });
 * // Company (/companies/5) › Users (/companies/5/users) › Invitations
 */
export function breadcrumbsFor(
  name: string,
  params: RouteParams = {},
  translate: TitleTranslator = englishTitles,
): Breadcrumb[] {
  // `company.info` has the level "Company" above it by name and is "Company" itself: say it
  // once. Compared in English, so that the rule does not depend on the language.
  const crumbs = chain(name, params, new Set()).filter(
    (crumb, index, all) => crumb.label.toLowerCase() !== all[index + 1]?.label.toLowerCase(),
  );
  return crumbs.map(({ key, label, href }, index) => {
    const translated = translate(key, label);
    // The last crumb is the current page: never a link.
    return href && index < crumbs.length - 1 ? { label: translated, href } : { label: translated };
  });
}
