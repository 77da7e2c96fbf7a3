import { accessSync, constants } from 'node:fs';

/**
 * Throws a clear error naming the Debian package when a peer's program is missing, so a
 * fresh machine's failure says what to install instead of a bare ENOENT from spawn.
 */
export function requireBinary(path: string, debianPackage: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `${path} is missing: install Debian's ${debianPackage} (apt-get install ${debianPackage}; .ci/run does).`,
    );
  }
}
