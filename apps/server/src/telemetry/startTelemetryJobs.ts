import type { ServerContext } from '../serverContext.js';
import { DEFAULT_OFFLINE_AFTER_S, detectOffline } from './detectOffline.js';
import {
  DEFAULT_RETENTION,
  expireTelemetry,
  hourStart,
  rollUpSamples,
  type TelemetryRetention,
} from './rollUpTelemetry.js';
import { vacuumFleetTables } from './vacuumFleetTables.js';

/** Options of {@link startTelemetryJobs} (`BuildServerOptions.telemetry`). */
export interface TelemetryOptions {
  /** Run the periodic jobs. Defaults to `true`; test servers turn them off and call them. */
  jobs?: boolean;
  /** Seconds of silence after which an online device turns offline (`DEVICE_OFFLINE_AFTER_S`). Defaults to 300. */
  offlineAfterS?: number;
  /** Retention in days (`TELEMETRY_RAW_DAYS` sets `rawDays`). */
  retention?: Partial<TelemetryRetention>;
  /**
   * Vacuum and analyze the tables the reports rewrite after each maintenance pass
   * ({@link vacuumFleetTables}): all of them at the process's first pass, then those whose
   * activity calls for it, as autovacuum would. `buildServer` turns it on for the embedded
   * database, which runs no autovacuum, and leaves it to PostgreSQL's autovacuum otherwise.
   */
  vacuum?: boolean;
}

/**
 * The telemetry options a database's driver implies: the embedded database (PGlite) runs no
 * autovacuum, so the maintenance pass vacuums for it; PostgreSQL's autovacuum does its own.
 */
export function driverTelemetryOptions(driver: 'pglite' | 'postgres'): TelemetryOptions {
  return { vacuum: driver === 'pglite' };
}

/** The telemetry jobs, to run by hand (tests) or on their timers. */
export interface TelemetryJobs {
  /** One offline-detection pass (none in the first grace period after the start); the ids turned offline. */
  detectOffline(): Promise<number[]>;
  /**
   * Rolls up the hours since the previous pass (the last day at the first), deletes expired rows
   * and, with `vacuum`, vacuums the tables the reports rewrite.
   */
  maintain(): Promise<void>;
  /** Stops the timers and waits for a pass under way, which ends after its current step. */
  stop(): Promise<void>;
}

type JobContext = Pick<ServerContext, 'db' | 'realtime' | 'now'>;

/** How often an offline pass reads every online device instead of the recently quiet ones. */
const FULL_PASS_MS = 10 * 60_000;

/** Late samples an hour may still receive: each pass rolls up this much before its start again. */
const LATE_MS = 2 * 3_600_000;

/**
 * The server's telemetry jobs on unref'd timers (they never keep the process alive): offline
 * detection every `offlineAfterS / 5` seconds (1 to 15 s), from one grace period after the
 * start on (a restart does not turn the whole fleet offline before it could report); the
 * roll-up of raw samples into hourly rows and the retention deletes a minute after the start
 * (so a server restarted often still does them) and every hour. A pass never overlaps the
 * previous one.
 */
export function startTelemetryJobs(context: JobContext, options: TelemetryOptions = {}): TelemetryJobs {
  const offlineAfterS = options.offlineAfterS ?? DEFAULT_OFFLINE_AFTER_S;
  const retention = { ...DEFAULT_RETENTION, ...options.retention };
  let offlineSince: number | null = null;
  // Devices could not report while the server was down: none is blamed for silence until the
  // server has listened for one grace period itself.
  const startedAt = context.now();
  let rolledUpTo: number | null = null;
  let lastFullPass = startedAt;
  let stopped = false;
  // The first maintenance pass vacuums every table: the embedded database's activity counts
  // start at zero with the process, and say nothing of what came before it.
  let vacuumedAll = false;
  const jobs: TelemetryJobs = {
    async detectOffline() {
      const now = context.now();
      if (now - startedAt < offlineAfterS * 1000) return [];
      // Every ten minutes a pass reads every online device, not only those that went quiet
      // since the previous pass: a row whose last_seen_at was set back by hand is caught too.
      if (now - lastFullPass >= FULL_PASS_MS) {
        offlineSince = null;
        lastFullPass = now;
      }
      const pass = await detectOffline(context, offlineAfterS, offlineSince);
      offlineSince = pass.cutoff;
      return pass.offline;
    },
    async maintain() {
      const now = context.now();
      const from = rolledUpTo === null ? now - 24 * 3_600_000 : rolledUpTo - LATE_MS;
      await rollUpSamples(context.db, from, now);
      rolledUpTo = hourStart(now);
      if (stopped) return;
      await expireTelemetry(context.db, now, retention);
      // A vacuum of a million devices takes seconds: a closing server waits for one table, not all.
      if (!options.vacuum) return;
      await vacuumFleetTables(context.db, { stopped: () => stopped, all: !vacuumedAll });
      if (!stopped) vacuumedAll = true;
    },
    stop: async () => {},
  };
  if (options.jobs === false) return jobs;

  const underWay = new Set<Promise<void>>();
  const guarded = (job: () => Promise<unknown>) => {
    let running = false;
    const run = async () => {
      try {
        await job();
      } catch (error) {
        // A failed pass (the database restarting, a timeout) is retried at the next tick.
        if (!stopped) console.error('telemetry job failed', error);
      } finally {
        running = false;
      }
    };
    return () => {
      if (running || stopped) return;
      running = true;
      const pass = run();
      underWay.add(pass);
      void pass.finally(() => underWay.delete(pass));
    };
  };
  const offlinePass = guarded(() => jobs.detectOffline());
  const maintainPass = guarded(() => jobs.maintain());
  const timers = [
    setInterval(offlinePass, Math.min(15, Math.max(1, offlineAfterS / 5)) * 1000),
    setInterval(maintainPass, 3_600_000),
  ];
  const first = setTimeout(maintainPass, 60_000);
  for (const timer of [...timers, first]) timer.unref();
  jobs.stop = async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    clearTimeout(first);
    await Promise.all(underWay);
  };
  return jobs;
}
