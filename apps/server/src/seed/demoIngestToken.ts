import { createHash, createHmac } from 'node:crypto';

/**
 * The demo fleet's ingest tokens are derived, not stored: the seed keeps only each token's
 * hash (as for every device), and the device simulator derives the same token from the serial.
 * A real deployment issues random tokens when a device is added; this secret only ever
 * authenticates demo devices, so it may be public.
 */
const DEMO_INGEST_SECRET = 'netfleet-demo-ingest';

/** The ingest token of the demo device with this serial. */
export function demoIngestToken(serial: string): string {
  return createHmac('sha256', DEMO_INGEST_SECRET).update(serial).digest('base64url');
}

/** How a device's ingest token is stored: SHA-256, hex (`devices.ingest_token_hash`). */
export function hashIngestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
