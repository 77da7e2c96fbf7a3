import { SFTP_PATH_MAX_LENGTH } from '@netfleet/contracts';

/** The peer's root folder. */
export const ROOT = '/';

/** One step of the breadcrumb: a folder's name and its full path. */
export interface Crumb {
  name: string;
  path: string;
}

/** `/etc` + `config` → `/etc/config`; `/` + `tmp` → `/tmp`. */
export function joinPath(folder: string, name: string): string {
  return `${folder.replace(/\/+$/, '')}/${name}`;
}

/** The folder holding `path` (`/etc/config` → `/etc`, `/etc` → `/`, `/` → `/`). */
export function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut <= 0 ? ROOT : trimmed.slice(0, cut);
}

/** The root, then each folder down to `path`: `/etc/config` → `/`, `/etc`, `/etc/config`. */
export function breadcrumbs(path: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: ROOT, path: ROOT }];
  let current = '';
  for (const part of path.split('/')) {
    if (!part) continue;
    current = `${current}/${part}`;
    crumbs.push({ name: part, path: current });
  }
  return crumbs;
}

/**
 * The folder a page address names in its hash (`#/etc/config`), so a reload or a shared
 * link opens the same folder; null when there is none or it is not an absolute path.
 */
export function folderOfHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  let path: string;
  try {
    path = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  // The contracts' SftpPathSchema rule: absolute, no NUL, not too long.
  return path.length <= SFTP_PATH_MAX_LENGTH && !path.includes('\0') ? path : null;
}

/** The hash of a folder (`/etc/my files` → `#/etc/my%20files`), readable back by {@link folderOfHash}. */
export function hashOfFolder(path: string): string {
  return `#${encodeURI(path).replace(/#/g, '%23')}`;
}
