import type { CanMode } from '../can.js';

/** Which application serves a route (console-shell-and-session §2.4). */
export type RouteEntry = 'main' | 'connect-desktop' | 'connect-terminal' | 'connect-sftp';

/** One route of the route table (console-shell-and-session §2.3). */
export interface RouteDefinition {
  /** Route name (`company.info`), used by links, themes and the help panel. */
  readonly name: string;
  /**
   * Canonical path pattern in TanStack Router syntax: `$param` for a parameter,
   * `{-$param}` for an optional one (`/forms/$name/{-$id}`).
   */
  readonly path: string;
  /** The same pattern as the spec writes it (`/forms/{name}/{id?}`). */
  readonly specPath: string;
  /** Parameter names in path order (optional ones included). */
  readonly params: readonly string[];
  /** Required permission(s); undefined means authenticated only. */
  readonly permission?: string | readonly string[];
  /** How an array of permissions is matched. Defaults to `some`. */
  readonly mode?: CanMode;
  /** A route whose permission must also pass (a tab's page, the devices page of hotspots). */
  readonly parent?: string;
  /** Route name this route redirects to (its default tab). */
  readonly redirect?: string;
  /** Route names of its tabs, in display order. */
  readonly tabs?: readonly string[];
  /** Renders alone, without navigation or header. */
  readonly standalone?: boolean;
  /** Needs no authentication. */
  readonly noAuth?: boolean;
  /** Passes the guard without a session when the `key` query parameter is present. */
  readonly keyAuth?: boolean;
  /** Served outside the single-page app (the account site). */
  readonly external?: boolean;
  /** Which application serves it. Defaults to `main`. */
  readonly entry?: RouteEntry;
  /** Offers the contextual help side panel (console-shell-and-session §2.1). */
  readonly helpPanel?: boolean;
  /** Human title for breadcrumbs and the document title. */
  readonly title: string;
  /** Public wiki page for the help link (forms-modals-and-capabilities §2). */
  readonly helpLink?: string;
}

/** Values for a route's parameters. */
export type RouteParams = Readonly<Record<string, string | number | undefined>>;
