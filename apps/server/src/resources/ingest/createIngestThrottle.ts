/** Options of {@link createIngestThrottle}. */
export interface IngestThrottleOptions {
  /** Wrong tokens an address may send per window before it waits. Defaults to 20. */
  maxFailures?: number;
  /** The window in ms. Defaults to 60 s. */
  windowMs?: number;
  now: () => number;
}

/** Counts wrong ingest tokens per client address. */
export interface IngestThrottle {
  /** Seconds the address must wait, or 0 when it may try. */
  retryAfter(address: string): number;
  /** Counts `count` wrong tokens from the address. */
  fail(address: string, count?: number): void;
}

// Memory stays bounded whatever the addresses: past this many, the table starts over.
const MAX_ADDRESSES = 100_000;

/**
 * A throttle on failed ingest tokens per address: tokens are secrets, so guessing them must be
 * slow. In memory per process (unlike the sign-in throttle's table): an ingest token is 256
 * random bits, out of reach of guessing at any rate, so this only keeps a misconfigured or
 * hostile sender from costing database look-ups, and a restart forgetting it does no harm.
 */
export function createIngestThrottle(options: IngestThrottleOptions): IngestThrottle {
  const maxFailures = options.maxFailures ?? 20;
  const windowMs = options.windowMs ?? 60_000;
  const counters = new Map<string, { failures: number; since: number }>();
  const current = (address: string) => {
    const counter = counters.get(address);
    if (counter && options.now() - counter.since < windowMs) return counter;
    counters.delete(address);
    return null;
  };
  return {
    retryAfter(address) {
      const counter = current(address);
      if (!counter || counter.failures < maxFailures) return 0;
      return Math.max(1, Math.ceil((counter.since + windowMs - options.now()) / 1000));
    },
    fail(address, count = 1) {
      const counter = current(address);
      if (counter) {
        counter.failures += count;
        return;
      }
      if (counters.size >= MAX_ADDRESSES) counters.clear();
      counters.set(address, { failures: count, since: options.now() });
    },
  };
}
