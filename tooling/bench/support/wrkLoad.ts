/**
 * Load from wrk (Debian's `wrk`), the load generator in C: the same keep-alive loops as
 * `httpLoad.ts`'s `load`, at a fraction of the CPU. On this 2-core machine the generator shares
 * the cores with the server and its database: `node:http` loops used 100 to 200 µs of CPU a
 * request, a fifth of the machine at 2,000 requests a second, which the server then did not
 * have. wrk uses a few µs.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadResult } from './httpLoad.js';

const run = promisify(execFile);

/** wrk's version line when it is installed (`apt-get install wrk`), else undefined. */
export function wrkVersion(): string | undefined {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) return undefined;
  return `${probe.stdout}${probe.stderr}`.split('\n')[0]?.split(' Copyright')[0]?.trim();
}

/** A latency as wrk prints it (`812.00us`, `3.10ms`, `1.02s`), in ms. */
function milliseconds(value: string, unit: string): number {
  const scale = unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1;
  return Number(value) * scale;
}

/** wrk's report (`--latency`) as a {@link LoadResult}; throws when a figure is missing. */
export function parseWrkReport(report: string): LoadResult {
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk's report has no ${pattern.source}:\n${report}`);
    return match;
  };
  const count = Number(figure(/(\d+) requests in ([\d.]+)(us|ms|s|m)/)[1]);
  const percentile = (label: string) => {
    const [, value = '', unit = ''] = figure(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return milliseconds(value, unit);
  };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return {
    count,
    perSecond: Number(figure(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: percentile('50'),
    p99: percentile('99'),
    failures: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

/**
 * `connections` keep-alive connections of `GET path` with `headers` for `seconds` (whole
 * seconds), from one wrk thread: requests/s and latency percentiles.
 */
export async function wrkLoad(
  port: number,
  path: string,
  options: { connections: number; headers?: Record<string, string>; seconds: number },
): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    '--latency',
    ...headers,
    `http://127.0.0.1:${port}${path}`,
  ]);
  return parseWrkReport(stdout);
}
