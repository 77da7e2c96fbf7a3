import { and, asc, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { devices } from '../db/schema.js';
import { demoIngestToken, hashIngestToken } from '../seed/demoIngestToken.js';
import type { FleetDevice } from './fleetFile.js';

/** Rows read per query: keyset pages, so a million devices never sit in one result. */
const PAGE = 5000;

/**
 * The demo devices in the database, at most `limit`, in id order: the devices whose stored
 * ingest token hash is the demo token's (derived from the serial). A device given a real token
 * (issued or revoked in the console) is not a demo device any more and is left out. Reads the
 * database, so it runs in the server process, which writes the result to the fleet file.
 */
export async function loadDemoFleet(db: Database, limit: number): Promise<FleetDevice[]> {
  const fleet: FleetDevice[] = [];
  let after = 0;
  while (fleet.length < limit) {
    const rows = await db
      .select({
        id: devices.id,
        serial: devices.serial,
        name: devices.name,
        model: devices.model,
        firmware: devices.firmware,
        status: devices.status,
        esim: devices.esim,
        imei: devices.imei,
        iccid: devices.iccid,
        operator: devices.operator,
        latitude: devices.latitude,
        longitude: devices.longitude,
        creditExpiresAt: devices.creditExpiresAt,
        hash: devices.ingestTokenHash,
      })
      .from(devices)
      .where(and(gt(devices.id, after), isNotNull(devices.ingestTokenHash)))
      .orderBy(asc(devices.id))
      .limit(PAGE);
    for (const { id: _, hash, creditExpiresAt, ...device } of rows) {
      if (fleet.length < limit && hash === hashIngestToken(demoIngestToken(device.serial)))
        fleet.push({ ...device, creditExpiresAt: creditExpiresAt?.getTime() ?? null });
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
    // Hashing a page takes a few ms: let the server answer requests in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return fleet;
}
