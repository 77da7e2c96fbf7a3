import type { Duplex } from 'node:stream';
import type { BridgeSession } from './bridgeSession.js';

/** Bytes sent to the browser and not yet handed to the kernel before the peer is paused. */
const HIGH_WATER = 1024 * 1024;
/** ... and resumed. */
const LOW_WATER = 256 * 1024;

/**
 * Bridges the peer's byte stream and the browser's socket both ways, each chunk at once (no
 * batching: a keystroke's echo is one frame), counted, and recorded when the session records.
 * Backpressure both ways: a browser that reads slower than the peer writes pauses the peer;
 * a peer that takes keystrokes slower than the browser sends pauses the socket.
 */
export function pumpPeer(session: BridgeSession, peer: Duplex): void {
  const { socket } = session;
  let unsent = 0;
  let paused = false;
  peer.on('data', (chunk: Buffer) => {
    if (session.ended) return;
    session.count(0, chunk.length);
    session.recorder?.output(chunk);
    unsent += chunk.length;
    socket.send(chunk, { binary: true }, () => {
      unsent -= chunk.length;
      if (paused && unsent <= LOW_WATER) {
        paused = false;
        peer.resume();
      }
    });
    if (!paused && unsent > HIGH_WATER) {
      paused = true;
      peer.pause();
    }
  });
  session.setPeerInput((chunk) => {
    if (peer.write(chunk)) return;
    socket.pause();
    peer.once('drain', () => socket.resume());
  });
}
