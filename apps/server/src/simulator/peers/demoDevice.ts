import * as v from 'valibot';

/**
 * The demo device a connection is for. The server's device link names it on the first
 * line of the connection (see {@link formatDeviceLine}); one SSH and one telnet listener
 * serve every demo device.
 */
export interface DemoDevice {
  serial: string;
  name: string;
  model: string;
}

/** The device a connection without the first line gets (someone ran `ssh -p <port>` by hand). */
export const ANONYMOUS_DEVICE: DemoDevice = { serial: '0000000000', name: 'RUTX11', model: 'RUTX11' };

const DEVICE_LINE_PREFIX = 'NETFLEET-DEMO ';
/** The first line is short; a longer start is not one. */
const MAX_DEVICE_LINE = 1024;

const DeviceSchema = v.object({ serial: v.string(), name: v.string(), model: v.string() });

/** The line the device link writes before the protocol's first byte. */
export function formatDeviceLine(device: DemoDevice): string {
  return `${DEVICE_LINE_PREFIX}${JSON.stringify(device)}\n`;
}

/**
 * Reads a connection's start: the device line, or (anything else) undefined with the bytes
 * handed back. `head` is what arrived so far; returns 'more' while a line may still come.
 */
export function parseDeviceLine(head: Buffer): { device: DemoDevice | undefined; rest: Buffer } | 'more' {
  const prefix = Buffer.from(DEVICE_LINE_PREFIX);
  const compared = Math.min(head.length, prefix.length);
  if (!head.subarray(0, compared).equals(prefix.subarray(0, compared)))
    return { device: undefined, rest: head };
  const end = head.indexOf(0x0a);
  if (end < 0) return head.length > MAX_DEVICE_LINE ? { device: undefined, rest: head } : 'more';
  let device: DemoDevice | undefined;
  try {
    const parsed = v.safeParse(DeviceSchema, JSON.parse(head.subarray(prefix.length, end).toString('utf8')));
    device = parsed.success ? parsed.output : undefined;
  } catch {
    device = undefined;
  }
  return { device, rest: head.subarray(end + 1) };
}

/** The device's host name as RutOS shows it in the prompt: letters, digits and dashes. */
export function hostnameOf(device: DemoDevice): string {
  const cleaned = device.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return (cleaned || device.model || 'RutOS').slice(0, 63);
}
