/**
 * Whether `href` is the current page or an ancestor of it: `/management/files` is
 * active on `/management/files/123` but not on `/management/files/images` when that
 * has its own item (pass the sibling hrefs in `exclude`).
 */
export function isActivePath(pathname: string, href: string, exclude: readonly string[] = []): boolean {
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (!within(href)) return false;
  return !exclude.some((other) => other !== href && other.startsWith(`${href}/`) && within(other));
}
