import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createByteReader } from './readBytes.js';
import { startVncServer } from './startVncServer.js';

describe('startVncServer', () => {
  it('serves a screen that is not blank over RFB without a password, and stops', async () => {
    const vnc = await startVncServer();
    try {
      expect(vnc.display).toMatch(/^:\d+$/);
      const socket = connect(vnc.port, vnc.host);
      const reader = createByteReader(socket);
      expect((await reader.read(12)).toString('latin1')).toMatch(/^RFB 003\.00\d\n$/);
      socket.write('RFB 003.008\n');
      const typeCount = (await reader.read(1)).readUInt8(0);
      const types = [...(await reader.read(typeCount))];
      expect(types).toContain(1); // None: no password
      socket.write(Buffer.from([1]));
      expect((await reader.read(4)).readUInt32BE(0)).toBe(0); // security result: ok
      socket.write(Buffer.from([1])); // ClientInit, shared
      const init = await reader.read(24);
      expect([init.readUInt16BE(0), init.readUInt16BE(2)]).toEqual([800, 600]);
      const bitsPerPixel = init.readUInt8(4);
      await reader.read(init.readUInt32BE(20)); // desktop name
      // A raw update of a 16×16 corner: the root weave has more than one colour in it.
      const request = Buffer.alloc(10);
      request.writeUInt8(3, 0);
      request.writeUInt16BE(16, 6);
      request.writeUInt16BE(16, 8);
      socket.write(request);
      const header = await reader.read(4);
      expect(header.readUInt8(0)).toBe(0);
      const rect = await reader.read(12);
      expect(rect.readInt32BE(8)).toBe(0); // raw encoding
      const pixels = await reader.read(rect.readUInt16BE(4) * rect.readUInt16BE(6) * (bitsPerPixel / 8));
      const distinct = new Set<string>();
      for (let offset = 0; offset < pixels.length; offset += bitsPerPixel / 8) {
        distinct.add(pixels.subarray(offset, offset + bitsPerPixel / 8).toString('hex'));
      }
      expect(distinct.size).toBeGreaterThan(1);
      socket.destroy();
    } finally {
      await vnc.stop();
    }
    await expect(bannerAfterStop(vnc.port)).rejects.toThrow(/ECONNREFUSED/);
  });
});

function bannerAfterStop(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}
