import { SEARCH_KINDS, type SearchKind, type SearchResultItem } from '@netfleet/contracts';
import { hrefFor, isRouteAllowed, type PermissionUser, type Theme } from '@netfleet/permissions';

/**
 * How the console shows one kind of the global search: its table page and where its results
 * lead (its label is `searchTexts`' `kinds.<id>`). The kinds, their ids and API paths are the
 * contracts' `SEARCH_KINDS`.
 */
export interface SearchKindView {
  id: SearchKind;
  /** The table page of the kind; the user must be allowed to open it to search the kind. */
  routeName: string;
  /** Opens the item's page, or the table filtered by its name or e-mail. */
  itemHref(item: SearchResultItem): string;
}

/** The table page filtered by `q` ("View in table"). */
export function tableHref(kind: SearchKindView, q: string): string {
  return `${hrefFor(kind.routeName)}?${new URLSearchParams({ q }).toString()}`;
}

/** What a result shows as its title: the name, else the e-mail, else the id. */
export function itemLabel(item: SearchResultItem): string {
  return item.name || item.email || `#${item.id}`;
}

function filteredTable(routeName: string, value: string): string {
  return `${hrefFor(routeName)}?${new URLSearchParams({ q: value }).toString()}`;
}

const VIEWS: { readonly [Kind in SearchKind]: Omit<SearchKindView, 'id'> } = {
  devices: {
    routeName: 'management.devices',
    itemHref: (item) => hrefFor('device.info', { id: item.id }),
  },
  companies: {
    routeName: 'companies',
    itemHref: (item) => hrefFor('company.info', { company_id: item.id }),
  },
  remoteAccess: {
    routeName: 'remote.access',
    itemHref: (item) => hrefFor('remote.access.single', { id: item.id }),
  },
  vpnHubs: {
    routeName: 'vpn.hubs',
    itemHref: (item) => hrefFor('vpn.hubs.single', { id: item.id }),
  },
  tags: {
    routeName: 'tags',
    itemHref: (item) => hrefFor('tag.single', { id: item.id }),
  },
  users: {
    routeName: 'users',
    // Users have no page of their own: the users table filtered by the e-mail.
    itemHref: (item) => filteredTable('users', item.email || itemLabel(item)),
  },
  files: {
    routeName: 'management.files',
    itemHref: (item) => filteredTable('management.files', itemLabel(item)),
  },
};

/** Every kind of the contracts' `SEARCH_KINDS`, in its order (the order the results are grouped). */
export const SEARCH_KIND_VIEWS: readonly SearchKindView[] = (Object.keys(SEARCH_KINDS) as SearchKind[]).map(
  (id) => ({ id, ...VIEWS[id] }),
);

/** The kinds the user may search: those whose table the user may open under the theme. */
export function permittedSearchKinds(
  user: PermissionUser,
  theme: Pick<Theme, 'disabled_routes'>,
): SearchKindView[] {
  return SEARCH_KIND_VIEWS.filter((kind) => isRouteAllowed(user, theme, kind.routeName));
}

/** Local-storage entry of the chosen kinds (spec §2.5). */
export const SEARCH_KINDS_STORAGE_KEY = 'globalSearch.kinds';

/**
 * The kinds chosen last time, limited to the permitted ones; all permitted kinds when
 * nothing (or nothing readable) is stored.
 */
export function readChosenKinds(
  storage: Pick<Storage, 'getItem'> | null,
  permitted: readonly SearchKindView[],
): SearchKind[] {
  const all = permitted.map((kind) => kind.id);
  try {
    const stored = JSON.parse(storage?.getItem(SEARCH_KINDS_STORAGE_KEY) ?? 'null') as unknown;
    if (!Array.isArray(stored)) return all;
    return all.filter((id) => stored.includes(id));
  } catch {
    return all;
  }
}

/** Saves the chosen kinds. */
export function writeChosenKinds(
  storage: Pick<Storage, 'setItem'> | null,
  kinds: readonly SearchKind[],
): void {
  try {
    storage?.setItem(SEARCH_KINDS_STORAGE_KEY, JSON.stringify(kinds));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** The count badge: the total, or "10+" above 10 (spec §2.5). */
export function countBadge(total: number, limit = 10): string {
  return total > limit ? `${limit}+` : String(total);
}
