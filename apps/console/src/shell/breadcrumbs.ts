import { hrefFor, type RouteParams, routeByName } from '@netfleet/permissions';

/** One breadcrumb: a label and, unless it is the current page or not a page, a link. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** `remote-access.single_view` → "Remote access single view". */
export function humanizeRouteName(name: string): string {
  const words = name
    .split(/[.\-_\s]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function linkTo(name: string, params: RouteParams): string | undefined {
  try {
    return hrefFor(name, params);
  } catch {
    return undefined;
  }
}

function chain(name: string, params: RouteParams, seen: Set<string>): Breadcrumb[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const route = routeByName(name);
  const crumb: Breadcrumb = { label: route?.title ?? humanizeRouteName(name.split('.').at(-1) ?? name) };
  const href = route ? linkTo(name, params) : undefined;
  if (href) crumb.href = href;
  if (route?.parent) return [...chain(route.parent, params, seen), crumb];
  // Without a parent, the dotted name's prefixes are the levels above: `reports.periodic.day`.
  const parts = name.split('.');
  const above: Breadcrumb[] = [];
  for (let end = 1; end < parts.length; end += 1) {
    const prefix = parts.slice(0, end).join('.');
    const prefixRoute = routeByName(prefix);
    if (prefixRoute) {
      const prefixHref = linkTo(prefix, params);
      above.push(prefixHref ? { label: prefixRoute.title, href: prefixHref } : { label: prefixRoute.title });
    } else {
      above.push({ label: humanizeRouteName(parts[end - 1] ?? prefix) });
    }
  }
  return [...above, crumb];
}

/**
 * The breadcrumbs of a route, built from its name (forms-modals §2): the pages above it
 * (its `parent` chain, else the prefixes of its dotted name) linked where they are pages,
 * and last the route's title, or its humanised name when the table has none. The last
 * crumb never links.
 *
 * @example
 * breadcrumbsFor('company.invitations', { company_id: 5 });
 * // Company (/companies/5) › Users (/companies/5/users) › Invitations
 */
export function breadcrumbsFor(name: string, params: RouteParams = {}): Breadcrumb[] {
  // `company.info` has the level "Company" above it by name and is "Company" itself: say it once.
  const crumbs = chain(name, params, new Set()).filter(
    (crumb, index, all) => crumb.label.toLowerCase() !== all[index + 1]?.label.toLowerCase(),
  );
  const last = crumbs.at(-1);
  if (last) delete last.href;
  return crumbs;
}
