import type { SearchKind } from '@netfleet/contracts';

/** The keys of one resource: every key of it starts with `all`, so invalidating `all` reaches them all. */
export interface ResourceKeys<Name extends string> {
  readonly all: readonly [Name];
  /** A page of the list with these parameters. */
  list<Params extends object>(params?: Params): readonly [Name, 'list', Params | Record<string, never>];
  /** One item. */
  detail(id: number | string): readonly [Name, 'detail', number | string];
}

function resourceKeys<Name extends string>(name: Name): ResourceKeys<Name> {
  return {
    all: [name],
    list: (params) => [name, 'list', params ?? {}],
    detail: (id) => [name, 'detail', id],
  };
}

/**
 * The query-key tree of the API's data (TanStack Query): one branch per resource, each
 * under its own top-level key, so that a mutation invalidates a resource by prefix
 * (`invalidateResource(queryClient, 'tags')` → every key starting with `['tags']`).
 *
 * @example
 * queryKeys.devices.all;                       // ['devices']
 * queryKeys.devices.list({ limit: 25 });       // ['devices', 'list', { limit: 25 }]
 * queryKeys.devices.detail(12);                // ['devices', 'detail', 12]
 * queryKeys.devices.events(12, { kind: ['io'] }); // ['devices', 'detail', 12, 'events', { kind: ['io'] }]
 * queryKeys.companies.tree();                  // ['companies', 'tree']
 * queryKeys.search.kind('devices', 'RUT');     // ['search', 'devices', 'RUT']
 */
export const queryKeys = {
  devices: {
    ...resourceKeys('devices'),
    /**
     * A device's event log (`/devices/{id}/events`), under its detail key: refetching the
     * device after a write refetches its activity too.
     */
    events: (id: number, params: { kind?: readonly string[] } = {}) =>
      ['devices', 'detail', id, 'events', params] as const,
    /**
     * A device's time series (`/devices/{id}/samples`, `positions`, `io`, `data-usage`) over a
     * range, under its detail key like its event log.
     */
    series: (id: number, series: 'samples' | 'positions' | 'io' | 'data-usage', params: object) =>
      ['devices', 'detail', id, series, params] as const,
    /** The located devices matching the list's filters (`/devices/locations`), for the fleet map. */
    locations: (filters: object) => ['devices', 'locations', filters] as const,
  },
  tags: resourceKeys('tags'),
  /** Uploaded files (`/files`). */
  files: resourceKeys('files'),
  /** Bulk actions on devices (`/devices/bulk/{id}`). */
  bulkJobs: resourceKeys('bulkJobs'),
  /** The system operator's approved devices (`/devices/authorized`). */
  approvedDevices: resourceKeys('approvedDevices'),
  companies: {
    ...resourceKeys('companies'),
    /** Every company of the scope, flat, for the tree. */
    tree: () => ['companies', 'tree'] as const,
    /** A company's metrics tab, under its detail key: refetching the company refetches them. */
    metrics: (id: number) => ['companies', 'detail', id, 'metrics'] as const,
  },
  users: {
    ...resourceKeys('users'),
    /** The user move log (`/users/move-logs`), under `users`: a move reloads it with the users. */
    moveLogs: (params: object) => ['users', 'move-logs', params] as const,
    /** The impersonation log (`/users/impersonation-logs`). */
    impersonationLogs: (params: object) => ['users', 'impersonation-logs', params] as const,
    /** An impersonation access request the signed-in user opened by its link. */
    accessRequest: (token: string) => ['users', 'access-request', token] as const,
  },
  roles: resourceKeys('roles'),
  creditCodes: resourceKeys('creditCodes'),
  /**
   * Credits of companies: the ledger (`list`, `/credits/history`), a company's balances and
   * its forecast (the user's own company without an id).
   */
  credits: {
    ...resourceKeys('credits'),
    balances: (companyId?: number) => ['credits', 'balances', companyId ?? 'own'] as const,
    forecast: (companyId?: number) => ['credits', 'forecast', companyId ?? 'own'] as const,
  },
  invitations: resourceKeys('invitations'),
  mailLogs: resourceKeys('mailLogs'),
  /** Remote access entries of devices (`/devices/remote-access`). */
  remoteAccess: resourceKeys('remoteAccess'),
  /** The access history (`/remote/sessions`); `recording(id)` is a session's asciicast. */
  remoteSessions: {
    ...resourceKeys('remoteSessions'),
    recording: (id: number) => ['remoteSessions', 'detail', id, 'recording'] as const,
  },
  notifications: resourceKeys('notifications'),
  notices: resourceKeys('notices'),
  /** The SMTP settings (`/email-settings`): one query, under `all`. */
  emailSettings: { all: ['emailSettings'] as const },
  /** The brand of the signed-in user's company: one query, under `all`. */
  brand: { all: ['brand'] as const },
  search: {
    all: ['search'] as const,
    /** One kind's results for a search text. */
    kind: (kind: SearchKind, q: string) => ['search', kind, q] as const,
  },
  /** The resource summary of the user's company: one query, under `all`. */
  creditSummary: { all: ['creditSummary'] as const },
  /** The signed-in user: one query, under `all`. */
  currentUser: { all: ['currentUser'] as const },
  /** The signed-in user's second factor (`mfa`) and open sessions (`sessions`), on `/account`. */
  accountSecurity: {
    all: ['accountSecurity'] as const,
    mfa: () => ['accountSecurity', 'mfa'] as const,
    sessions: () => ['accountSecurity', 'sessions'] as const,
  },
} as const;

/** A resource of {@link queryKeys}: what `invalidateResource` and a form's `tableRef` name. */
export type QueryResource = keyof typeof queryKeys;

/** Every resource name of {@link queryKeys}. */
export const QUERY_RESOURCES = Object.keys(queryKeys) as QueryResource[];

/** True for a resource name of {@link queryKeys} (a form's `tableRef` is a plain string). */
export function isQueryResource(name: string): name is QueryResource {
  return Object.hasOwn(queryKeys, name);
}
