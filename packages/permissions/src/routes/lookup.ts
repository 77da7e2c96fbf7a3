import { ROUTES } from './routeTable.js';
import type { RouteDefinition, RouteParams } from './types.js';

type Segment = { readonly text: string } | { readonly param: string; readonly optional: boolean };

interface Compiled {
  readonly route: RouteDefinition;
  readonly segments: readonly Segment[];
  readonly required: number;
  readonly statics: number;
}

const BY_NAME = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

function compile(route: RouteDefinition): Compiled {
  const segments: Segment[] = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const optional = /^\{-\$([\w-]+)\}$/.exec(part);
      if (optional) return { param: optional[1] as string, optional: true };
      if (part.startsWith('$')) return { param: part.slice(1), optional: false };
      return { text: part };
    });
  return {
    route,
    segments,
    required: segments.filter((segment) => !('optional' in segment && segment.optional)).length,
    statics: segments.filter((segment) => 'text' in segment).length,
  };
}

const COMPILED_BY_NAME = new Map<string, Compiled>(ROUTES.map((route) => [route.name, compile(route)]));
// Most static segments first, so `/companies/tree` wins over `/companies/$company_id`.
const COMPILED = [...COMPILED_BY_NAME.values()].sort((a, b) => b.statics - a.statics);

/** The route with this name, or `undefined`. */
export function routeByName(name: string): RouteDefinition | undefined {
  return BY_NAME.get(name);
}

/** A route matched from a path, with its parameter values (decoded). */
export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchCompiled(compiled: Compiled, parts: readonly string[]): Record<string, string> | null {
  if (parts.length < compiled.required || parts.length > compiled.segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const segment = compiled.segments[i] as Segment;
    const part = parts[i] as string;
    if ('text' in segment) {
      if (segment.text !== part) return null;
    } else {
      params[segment.param] = decode(part);
    }
  }
  return params;
}

/**
 * The route a pathname belongs to, with its parameters; `undefined` when none
 * matches (the console then redirects to the landing page). Query string, hash and
 * a trailing slash are ignored; static segments win over parameters.
 *
 * @example
 * routeByPath('/companies/42/users')?.route.name; // 'company.userstable'
 * routeByPath('/companies/42/users')?.params;     // { company_id: '42' }
 */
export function routeByPath(pathname: string): RouteMatch | undefined {
  const path = pathname.replace(/[?#].*$/, '');
  const parts = path.split('/').filter(Boolean);
  for (const compiled of COMPILED) {
    const params = matchCompiled(compiled, parts);
    if (params !== null) return { route: compiled.route, params };
  }
  return undefined;
}

/**
 * The href of a named route with its parameters filled in (URL-encoded). An
 * optional parameter left out drops its segment. Throws for an unknown route or a
 * missing required parameter.
 *
 * @example
 * hrefFor('company.info', { company_id: 42 }); // '/companies/42'
 * hrefFor('forms', { name: 'tags' });          // '/forms/tags'
 */
export function hrefFor(name: string, params: RouteParams = {}): string {
  const compiled = COMPILED_BY_NAME.get(name);
  if (compiled === undefined) throw new Error(`Unknown route "${name}"`);
  let href = '';
  for (const segment of compiled.segments) {
    if ('text' in segment) {
      href += `/${segment.text}`;
      continue;
    }
    const value = params[segment.param];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route "${name}" needs parameter "${segment.param}"`);
    }
    href += `/${encodeURIComponent(String(value))}`;
  }
  return href;
}
