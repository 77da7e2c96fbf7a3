import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `drizzle/` migrations folder of this package. Looked up from this module's location
 * upwards, because the module runs both from `src/db/` (tests, tsx) and bundled into `dist/`.
 */
export function findMigrationsFolder(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/meta/_journal.json found above ${from}`);
    dir = parent;
  }
}
