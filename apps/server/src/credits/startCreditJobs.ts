import type { ServerContext } from '../serverContext.js';
import { forecastAlertPass } from './forecastAlertPass.js';
import { type RenewalPassResult, renewDueCredits } from './renewalPass.js';

/** Options of {@link startCreditJobs} (`BuildServerOptions.credits`). */
export interface CreditJobOptions {
  /** Run the renewal and forecast jobs on timers. Defaults to `true`; test servers call them by hand. */
  jobs?: boolean;
}

/** The credit jobs, to run by hand (tests) or on their timers. */
export interface CreditJobs {
  /** One renewal pass: renews the devices whose credit ended and warns of shortfalls. */
  renew(): Promise<RenewalPassResult>;
  /** One forecast pass: warns of credit types that run out within 14 days; the warnings sent. */
  checkForecasts(): Promise<number>;
  /** Stops the timers; resolves once a pass under way has finished (before the database closes). */
  stop(): Promise<void>;
}

/** How often renewals run: a device's credit ends at any minute. */
const RENEW_EVERY_MS = 60_000;
/** How often the forecasts are checked (they move slowly: renewals are a month apart). */
const FORECAST_EVERY_MS = 15 * 60_000;

/**
 * The credit consumption jobs on unref'd timers, like the telemetry jobs: the renewal pass at
 * the start and every minute, then the forecast pass (at the start and every 15 minutes).
 * A pass never overlaps the previous one; a failed one is tried again at the next tick.
 */
export function startCreditJobs(
  context: Pick<ServerContext, 'db' | 'now' | 'createNotification'>,
  options: CreditJobOptions = {},
): CreditJobs {
  const jobs: CreditJobs = {
    renew: () => renewDueCredits(context),
    checkForecasts: () => forecastAlertPass(context),
    stop: async () => {},
  };
  if (options.jobs === false) return jobs;
  let running: Promise<void> | null = null;
  let lastForecast = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const run = async () => {
    try {
      await jobs.renew();
      if (Date.now() - lastForecast >= FORECAST_EVERY_MS) {
        lastForecast = Date.now();
        await jobs.checkForecasts();
      }
    } catch (error) {
      if (!stopped) console.error('credit job failed', error);
    }
  };
  const pass = () => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(pass, 0);
  const timer = setInterval(pass, RENEW_EVERY_MS);
  first.unref();
  timer.unref();
  jobs.stop = async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
  return jobs;
}
