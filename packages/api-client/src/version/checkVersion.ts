/** The app version of the spec (§7). */
export const APP_VERSION = '5.14.0';
/** Delay before the update prompt shows (spec §9). */
export const UPDATE_PROMPT_DELAY_MS = 1_000;

/** What `/versionWorker.js` reports: the deployed version and when it was built (ms). */
export interface DeployedVersion {
  version: string;
  timestamp: number;
}

export interface VersionCheckOptions {
  /** Build time of the running bundle (ms). */
  buildTimestamp: number;
  /** Page host name; the check is skipped on localhost. */
  hostname: string;
  /** Holds `spa_version` and `current_version_timestamp`. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Fires the show-update-prompt event. */
  onUpdateAvailable: (deployed: DeployedVersion) => void;
  /** Defaults to {@link loadVersionWorker}. */
  loadVersion?: () => Promise<DeployedVersion>;
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

/**
 * Runs `/versionWorker.js` in a Worker (same origin, so the CSP allows it) and resolves
 * with the first message it posts.
 */
export function loadVersionWorker(url = '/versionWorker.js'): Promise<DeployedVersion> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    worker.onmessage = (event: MessageEvent<DeployedVersion>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'versionWorker failed'));
    };
  });
}

/**
 * The version check of spec §7: store the deployed `spa_version` and
 * `current_version_timestamp`; when the deployed timestamp is later than both the stored
 * one and the build's, fire the update prompt after 1 s. Resolves true when it did.
 */
export async function checkVersion(options: VersionCheckOptions): Promise<boolean> {
  if (options.hostname === 'localhost' || options.hostname === '127.0.0.1') return false;
  const deployed = await (options.loadVersion ?? loadVersionWorker)();
  const stored = Number(options.storage.getItem('current_version_timestamp') ?? 0) || 0;
  options.storage.setItem('spa_version', deployed.version);
  options.storage.setItem('current_version_timestamp', String(deployed.timestamp));
  if (deployed.timestamp <= stored || deployed.timestamp <= options.buildTimestamp) return false;
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  schedule(() => options.onUpdateAvailable(deployed), UPDATE_PROMPT_DELAY_MS);
  return true;
}

/** "Later" on the update prompt: hide it and reset the stored timestamp to 0 (spec §4). */
export function postponeUpdate(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem('current_version_timestamp', '0');
}
