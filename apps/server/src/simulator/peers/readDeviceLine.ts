import type { Socket } from 'node:net';
import { ANONYMOUS_DEVICE, type DemoDevice, parseDeviceLine } from './demoDevice.js';

/**
 * Reads the device line the server's link writes first, then pauses the socket with every
 * later byte put back, for the protocol to take over (call `socket.resume()` after attaching).
 * A connection without the line (a hand-run `ssh -p`) gets {@link ANONYMOUS_DEVICE}: when
 * its first bytes are something else, or when nothing comes within `waitMs` (a client that
 * waits for the server to speak first).
 */
export function readDeviceLine(socket: Socket, waitMs = 300): Promise<DemoDevice> {
  return new Promise((resolve) => {
    let head = Buffer.alloc(0);
    const finish = (device: DemoDevice | undefined, rest: Buffer) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.pause();
      if (rest.length > 0) socket.unshift(rest);
      resolve(device ?? ANONYMOUS_DEVICE);
    };
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const parsed = parseDeviceLine(head);
      if (parsed !== 'more') finish(parsed.device, parsed.rest);
    };
    const timer = setTimeout(() => finish(undefined, head), waitMs);
    socket.on('data', onData);
    socket.resume();
  });
}
