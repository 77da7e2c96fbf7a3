import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A company's stored files and documents may take this many bytes unless configured: 1 GiB. */
const DEFAULT_QUOTA_BYTES = 1024 ** 3;
/** Uploads one process receives at once unless configured; more answer 429. */
const DEFAULT_MAX_PARALLEL = 2;

/** Options of {@link createUploadSettings} (`BuildServerOptions.uploads`). */
export interface UploadOptions {
  /** Folder uploads are streamed into. Defaults to `netfleet-uploads` in the system's temp folder. */
  dir?: string;
  /** Bytes a company may store in files and multiconfig documents. Defaults to 1 GiB. */
  quotaBytes?: number;
  /** Uploads received at once by this process; one more answers 429. Defaults to 2. */
  maxParallel?: number;
}

/** How uploads are received: where they stream to, each company's quota, the parallel bound. */
export interface UploadSettings {
  readonly dir: string;
  readonly quotaBytes: number;
  readonly maxParallel: number;
  /**
   * Takes one of the `maxParallel` upload slots: the release function (call it once the
   * upload is handled), or null when every slot is taken.
   */
  tryAcquire(): (() => void) | null;
}

/**
 * The upload settings of one server: uploads stream to `dir` (never into memory), at most
 * `maxParallel` at once, each company within `quotaBytes`.
 *
 * @example
 * const uploads = createUploadSettings({ dir: '/srv/netfleet/uploads', quotaBytes: 5 * 1024 ** 3 });
 */
export function createUploadSettings(options: UploadOptions = {}): UploadSettings {
  const maxParallel = options.maxParallel ?? DEFAULT_MAX_PARALLEL;
  let active = 0;
  return {
    dir: options.dir ?? join(tmpdir(), 'netfleet-uploads'),
    quotaBytes: options.quotaBytes ?? DEFAULT_QUOTA_BYTES,
    maxParallel,
    tryAcquire() {
      if (active >= maxParallel) return null;
      active++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active--;
      };
    },
  };
}
