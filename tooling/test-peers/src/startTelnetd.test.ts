import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTelnetd } from './startTelnetd.js';

const IAC = 255;
const DONT = 254;
const DO = 253;
const WONT = 252;
const WILL = 251;
const SB = 250;
const SE = 240;

/**
 * The least a telnet client must do: refuse every option the server asks about, and keep
 * the text apart from the commands.
 */
function telnetClient(socket: Socket): { text(): string } {
  let text = '';
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    let index = 0;
    while (index < pending.length) {
      const byte = pending[index] as number;
      if (byte !== IAC) {
        text += String.fromCharCode(byte);
        index += 1;
        continue;
      }
      const command = pending[index + 1];
      if (command === undefined) break;
      if (command === DO || command === WILL) {
        const option = pending[index + 2];
        if (option === undefined) break;
        socket.write(Buffer.from([IAC, command === DO ? WONT : DONT, option]));
        index += 3;
      } else if (command === DONT || command === WONT) {
        if (pending[index + 2] === undefined) break;
        index += 3;
      } else if (command === SB) {
        const end = pending.indexOf(SE, index);
        if (end < 0) break;
        index = end + 1;
      } else {
        index += 2;
      }
    }
    pending = pending.subarray(index);
  });
  return { text: () => text };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!pattern.test(read())) {
    if (Date.now() > deadline) throw new Error(`No ${pattern} in ${JSON.stringify(read())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('startTelnetd', () => {
  it('negotiates options, then gives a shell that runs commands, and stops', async () => {
    const telnetd = await startTelnetd();
    try {
      const socket = connect(telnetd.port, telnetd.host);
      const client = telnetClient(socket);
      await waitFor(client.text, /[#$] $/);
      socket.write('echo $((6*7))\r\n');
      await waitFor(client.text, /42\r\n[#$] $/);
      socket.destroy();
    } finally {
      await telnetd.stop();
    }
    await expect(
      new Promise((resolve, reject) =>
        connect(telnetd.port, telnetd.host).once('connect', resolve).once('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
