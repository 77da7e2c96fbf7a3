import { eq } from 'drizzle-orm';
import { devices } from '../../src/db/schema.js';
import type { NetfleetServer } from '../../src/index.js';

/** A device's row as stored now (what a report or an action left in it). */
export async function deviceRow(server: NetfleetServer, id: number) {
  const [row] = await server.db.select().from(devices).where(eq(devices.id, id));
  if (!row) throw new Error(`no device ${id}`);
  return row;
}
