import type { Readable } from 'node:stream';
import { freePort } from './freePort.js';
import { requireBinary } from './requireBinary.js';
import { type Daemon, spawnDaemon } from './spawnDaemon.js';
import { waitForBanner } from './waitForBanner.js';

const XVFB = '/usr/bin/Xvfb';
const X11VNC = '/usr/bin/x11vnc';

/** A running VNC server of {@link startVncServer}. */
export interface VncPeer {
  host: '127.0.0.1';
  port: number;
  /** The X display it shows, `:N`. */
  display: string;
  /** Screen size: 800 × 600. */
  width: number;
  height: number;
  /** Stops x11vnc and Xvfb. */
  stop(): Promise<void>;
}

/**
 * Starts a virtual X screen (Xvfb, 800×600, the classic root weave so the picture is not
 * blank) and x11vnc serving it without a password on a free port of 127.0.0.1; waits until
 * the RFB banner arrives.
 *
 * @example
 * const vnc = await startVncServer();
 * // connect an RFB client to vnc.host:vnc.port
 * await vnc.stop();
 */
export async function startVncServer(): Promise<VncPeer> {
  requireBinary(XVFB, 'xvfb');
  requireBinary(X11VNC, 'x11vnc');
  // -displayfd: Xvfb picks a free display number itself and writes it on fd 3 when ready.
  const xvfb = spawnDaemon(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '800x600x24', '-nolisten', 'tcp', '-retro'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let x11vnc: Daemon | undefined;
  try {
    const display = `:${await readDisplay(xvfb)}`;
    const port = await freePort();
    x11vnc = spawnDaemon(X11VNC, [
      '-display',
      display,
      '-rfbport',
      String(port),
      '-nopw',
      '-forever',
      '-shared',
      '-localhost',
      '-quiet',
    ]);
    await waitForBanner(port, 'RFB ', x11vnc.exited, 20_000);
    const vnc = x11vnc;
    return {
      host: '127.0.0.1',
      port,
      display,
      width: 800,
      height: 600,
      stop: async () => {
        await vnc.stop();
        await xvfb.stop();
      },
    };
  } catch (error) {
    await x11vnc?.stop();
    await xvfb.stop();
    throw error;
  }
}

function readDisplay(xvfb: Daemon): Promise<string> {
  const pipe = xvfb.child.stdio[3] as Readable;
  const number = new Promise<string>((resolve, reject) => {
    let text = '';
    pipe.setEncoding('utf8');
    pipe.on('data', (chunk: string) => {
      text += chunk;
      const line = text.match(/^(\d+)\n/);
      if (line?.[1]) resolve(line[1]);
    });
    setTimeout(() => reject(new Error(`Xvfb did not report its display in time: ${xvfb.output()}`)), 10_000);
  });
  return Promise.race([number, xvfb.exited]);
}
