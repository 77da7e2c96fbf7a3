import { eq } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import { demoIngestToken, hashIngestToken } from '../../seed/demoIngestToken.js';
import type { DemoDevice } from './demoDevice.js';

/**
 * The device as the demo peers need it, when it is a demo device (its ingest token is still
 * the demo one, as {@link loadDemoFleet} decides); null for any other device.
 */
export async function findDemoDevice(db: Database, deviceId: number): Promise<DemoDevice | null> {
  const [row] = await db
    .select({
      serial: devices.serial,
      name: devices.name,
      model: devices.model,
      hash: devices.ingestTokenHash,
    })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!row || row.hash !== hashIngestToken(demoIngestToken(row.serial))) return null;
  return { serial: row.serial, name: row.name, model: row.model };
}
