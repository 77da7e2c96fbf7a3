import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './wrkLoad.js';

/** A report as wrk 4.1 printed it here (`-t1 -c8 -d5s --latency`). */
const REPORT = `Running 5s test @ http://127.0.0.1:38357/api/devices?limit=25&q=kiosk%20rutx1
  1 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    26.48ms   62.66ms 795.66ms   97.55%
    Req/Sec   433.58    111.02   550.00     80.00%
  Latency Distribution
     50%   17.25ms
     75%   21.03ms
     90%   27.88ms
     99%  388.97ms
  2177 requests in 5.03s, 31.57MB read
Requests/sec:    432.95
Transfer/sec:      6.28MB
`;

describe('parseWrkReport', () => {
  it('reads the rate, the count and the percentiles in ms', () => {
    expect(parseWrkReport(REPORT)).toEqual({
      count: 2177,
      perSecond: 432.95,
      p50: 17.25,
      p99: 388.97,
      failures: 0,
    });
  });

  it('turns µs and seconds into ms, and counts error answers and socket errors as failures', () => {
    const report = REPORT.replace('17.25ms', '812.00us')
      .replace('388.97ms', '1.23s')
      .replace(
        'Requests/sec:',
        '  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 40\nRequests/sec:',
      );
    const result = parseWrkReport(report);
    expect(result.p50).toBeCloseTo(0.812, 6);
    expect(result.p99).toBeCloseTo(1230, 6);
    expect(result.failures).toBe(45);
  });

  it('throws on a report without its figures', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(
      /requests in/,
    );
  });
});
