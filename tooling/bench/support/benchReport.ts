/**
 * The report a bench device sends (ingest.ts, over HTTP and MQTT): 7 points — 4 samples, the
 * modem's reading, a GPS fix, a usage delta — the device row's newest values, and an event every
 * tenth device.
 */
/** The report of the `i`th device of a round: times unique per device and round. */
export function reportOf(i: number, round: number) {
  const base = Date.now() - 3_600_000 - round * 10_000;
  const at = (offset: number) => new Date(base - offset * 1000).toISOString();
  return {
    firmware: 'RUTX_R_00.07.09.2',
    modem: { operator: 'Telia', technology: 'LTE', signal: -60 - (i % 30), rsrp: -95, sim_slot: 1 },
    samples: [0, 1, 2, 3].map((k) => ({
      at: at(k + 1),
      signal: -61 - k,
      temperature: 40 + k,
      cpu_load: 0.25,
      memory_used: 0.5,
    })),
    positions: [{ at: at(0.5), latitude: 54.6 + i / 1e4, longitude: 25.2 + round / 1e4, speed: 42 }],
    data_usage: [{ sim_slot: 1, rx_bytes: 12_000, tx_bytes: 3_000 }],
    io: { din1: i % 2 === 0 },
    ...(i % 10 === 0 ? { events: [{ kind: 'io', message: 'din1 changed' }] } : {}),
  };
}
