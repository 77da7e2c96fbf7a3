import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';

type Writer = Pick<Database, 'execute'>;

/** Devices that get a past: the first this many that report (online or pending), by id. */
export const DEMO_HISTORY_DEVICES = 1_000;

const FIVE_MINUTES_MS = 300_000;
const DAY_MS = 86_400_000;

/**
 * A past for a fresh demo fleet, so that its charts show a day rather than a dot: for the
 * first {@link DEMO_HISTORY_DEVICES} devices that report, a sample every 5 minutes over the last
 * 24 hours (signal, RSRP, RSRQ and SINR for those with a modem, temperature with a daily swing,
 * CPU and memory), and for those with a modem the mobile data of every day of this month before
 * today (SIM 1, and SIM 2 on some), with the devices' "data this month" made their sum. The
 * simulator carries on from now. Values follow smooth curves of the time and the device's id:
 * the same seed gives the same history. The `npm start` demo asks for it; tests seed none, so
 * what they ingest is all a device holds.
 */
export async function insertDemoHistory(db: Writer, now: number): Promise<void> {
  const to = new Date(Math.floor(now / FIVE_MINUTES_MS) * FIVE_MINUTES_MS - FIVE_MINUTES_MS);
  const from = new Date(to.getTime() - DAY_MS + FIVE_MINUTES_MS);
  const today = new Date(now).toISOString().slice(0, 10);
  const month = `${today.slice(0, 7)}-01`;
  await db.execute(sql`
    with chosen as (
      select id, signal from devices where status in (1, 2) order by id limit ${DEMO_HISTORY_DEVICES}
    )
    insert into device_samples (device_id, at, signal, rsrp, rsrq, sinr, temperature, cpu_load, memory_used)
    select d.id, g.at,
      case when d.signal is null then null
        else greatest(-113, least(-51, d.signal + round(4 * sin(g.e / 5400.0 + d.id) + 2 * sin(g.e / 1300.0 + d.id * 7))))
      end::smallint,
      case when d.signal is null then null
        else greatest(-140, least(-44, d.signal - 22 + round(3 * sin(g.e / 4100.0 + d.id * 3))))
      end::smallint,
      case when d.signal is null then null else round(-10 + 3 * sin(g.e / 3000.0 + d.id * 5)) end::smallint,
      case when d.signal is null then null else round(12 + 8 * sin(g.e / 2500.0 + d.id * 11)) end::smallint,
      round((38 + d.id % 9 + 5 * sin(g.e / 86400.0 * 2 * pi() + d.id))::numeric, 1)::real,
      (0.12 + 0.05 * (1 + sin(g.e / 2700.0 + d.id)) + 0.025 * (1 + sin(g.e / 600.0 + d.id * 13)))::real,
      (0.34 + 0.04 * sin(g.e / 86400.0 * 2 * pi() + d.id * 17))::real
    from chosen d
    cross join lateral (
      select at, extract(epoch from at) as e
      from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, interval '5 minutes') at
    ) g
    on conflict do nothing`);
  if (today === month) return;
  // Days before today; the simulator reports today's as it goes.
  await db.execute(sql`
    with chosen as (
      select id from devices where status in (1, 2) and operator is not null order by id limit ${DEMO_HISTORY_DEVICES}
    ),
    days as (
      select d.id, g.day::date as day, (d.id * 7919 + extract(doy from g.day)::int * 104729) % 1000 as h
      from chosen d
      cross join generate_series(${month}::date, ${today}::date - 1, interval '1 day') g(day)
    )
    insert into device_data_usage (device_id, day, sim_slot, rx_bytes, tx_bytes)
    select id, day, 1, ((40 + h * 0.3) * 1048576)::bigint, ((40 + h * 0.3) * (0.15 + h % 10 / 100.0) * 1048576)::bigint
    from days
    union all
    select id, day, 2, ((5 + h * 0.02) * 1048576)::bigint, ((5 + h * 0.02) * 0.2 * 1048576)::bigint
    from days where id % 4 = 0
    on conflict do nothing`);
  await db.execute(sql`
    update devices d set data_used_bytes = u.total, data_month = ${month}::date
    from (
      select device_id, sum(rx_bytes + tx_bytes)::bigint as total from device_data_usage
      where day >= ${month}::date group by device_id
    ) u
    where u.device_id = d.id`);
}
