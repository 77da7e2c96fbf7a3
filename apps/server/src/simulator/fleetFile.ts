import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()));
const optionalNumber = v.optional(v.nullable(v.number()));

/**
 * A demo device as the simulator needs it: who it is (its ingest token is derived from the
 * serial), what it is, and the values the seed gave it, so its first report continues them.
 */
export const FleetDeviceSchema = v.object({
  serial: v.string(),
  name: v.string(),
  model: v.string(),
  firmware: v.string(),
  /** The seeded status: 1 online and 2 pending report; 0 offline mostly stays silent; 3 never reports. */
  status: v.number(),
  esim: v.optional(v.boolean()),
  imei: optionalText,
  iccid: optionalText,
  operator: optionalText,
  latitude: optionalNumber,
  longitude: optionalNumber,
  /** When its credit runs out (ms); in the past, the server answers its connects with code 15. */
  creditExpiresAt: optionalNumber,
});
export type FleetDevice = v.InferOutput<typeof FleetDeviceSchema>;

const FleetFileSchema = v.object({ version: v.literal(1), devices: v.array(FleetDeviceSchema) });

/**
 * Writes the fleet file the simulator process reads (the server writes it at start, from its
 * database). Written beside and renamed over, so a reader never sees half a file.
 */
export async function writeFleetFile(file: string, devices: readonly FleetDevice[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify({ version: 1, devices }));
  await rename(partial, file);
}

/** Reads a fleet file; throws an Error naming the file when it is missing or malformed. */
export async function readFleetFile(file: string): Promise<FleetDevice[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `No fleet file at ${file}: start the server with demo data first (it writes the file), or set SIMULATOR_FLEET`,
    );
  }
  const parsed = v.safeParse(FleetFileSchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a simulator fleet file: ${parsed.issues[0]?.message}`);
  return parsed.output.devices;
}
