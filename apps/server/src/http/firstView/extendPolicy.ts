/**
 * A Content-Security-Policy with more sources: each directive of `sources` gets them after its
 * own, and one the policy lacks is added. An empty list leaves its directive alone.
 *
 * @example
 * extendPolicy("default-src 'self';script-src 'self'", { 'script-src': ["'sha256-…'"] });
 * // "default-src 'self';script-src 'self' 'sha256-…'"
 */
export function extendPolicy(policy: string, sources: Readonly<Record<string, readonly string[]>>): string {
  const pending = new Map(Object.entries(sources).filter(([, list]) => list.length > 0));
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const name = directive.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
      const more = pending.get(name);
      if (!more) return directive;
      pending.delete(name);
      return `${directive} ${more.join(' ')}`;
    });
  for (const [name, list] of pending) directives.push(`${name} ${list.join(' ')}`);
  return directives.join(';');
}
