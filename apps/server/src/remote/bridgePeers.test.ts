import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { startTelnetd, startVncServer, type TelnetdPeer, type VncPeer } from '@netfleet/test-peers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import {
  createEntry,
  endedRow,
  openBridge,
  recordingOf,
  refuseTelnetOptions,
  startSession,
} from './bridgeTestSupport.js';

// Telnet (inetutils telnetd) and VNC (x11vnc on Xvfb) through the bridge.

let server: NetfleetServer;
let telnetd: TelnetdPeer;
let vnc: VncPeer;
let admin: TestSession;

beforeAll(async () => {
  [server, telnetd, vnc] = await Promise.all([startTestServer(), startTelnetd(), startVncServer()]);
  admin = await signIn(server.app, 'admin@netfleet.test');
});
afterAll(async () => {
  await server?.close();
  await Promise.all([telnetd?.stop(), vnc?.stop()]);
});

describe('the telnet bridge', () => {
  it('runs a shell after start, and records it without the option negotiation', async () => {
    const accessId = await createEntry(server, admin, {
      protocol: 'telnet',
      destination: telnetd.host,
      port: telnetd.port,
    });
    const { sessionId, ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    expect(await bridge.message((m) => m.type === 'hello')).toMatchObject({ app: 'terminal' });
    refuseTelnetOptions(bridge);
    bridge.send({ type: 'start', cols: 90, rows: 20 });
    await bridge.message((m) => m.type === 'ready');
    await bridge.outputMatching(/[#$] /);
    bridge.write('echo $((6*7))\r\n');
    await bridge.outputMatching(/\b42\r\n/);
    expect(bridge.output().includes(255)).toBe(true);
    await bridge.hangUp();

    const row = await endedRow(server, sessionId);
    expect(row).toMatchObject({ endReason: 'closed', hasRecording: true });
    expect(row.bytesIn).toBeGreaterThan('echo $((6*7))\r\n'.length);
    expect(row.bytesOut).toBe(bridge.output().length);
    const cast = (await recordingOf(server, sessionId)) ?? '';
    const [header, ...events] = cast
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ version: 2, width: 90, height: 20 });
    const text = events.map((event) => event[2]).join('');
    expect(text).toMatch(/\b42\r\n/);
    // No telnet command byte made it into the text (0xFF would decode to U+FFFD or ÿ).
    expect(text).not.toMatch(/[\ufffd\u00ff]/);
  });

  it('ends unreachable, with the link’s sentence, when nothing listens', async () => {
    const accessId = await createEntry(server, admin, {
      protocol: 'telnet',
      destination: '127.0.0.1',
      port: 1,
    });
    const { sessionId, ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start' });
    expect(await bridge.message((m) => m.type === 'closed')).toEqual({
      type: 'closed',
      reason: 'unreachable',
      message: 'Nothing listens on 127.0.0.1:1',
    });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.unreachable);
    expect((await endedRow(server, sessionId)).endReason).toBe('unreachable');
  });
});

describe('the desktop bridge', () => {
  it('carries RFB bytes both ways from the first one, with no text frames', async () => {
    const accessId = await createEntry(server, admin, {
      protocol: 'vnc',
      destination: vnc.host,
      port: vnc.port,
    });
    const { sessionId, ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    const banner = await bridge.outputBytes(12);
    expect(banner.subarray(0, 12).toString('latin1')).toMatch(/^RFB 003\.00\d\n$/);
    bridge.write('RFB 003.008\n');
    // The security types: a count, then the types; x11vnc -nopw offers None (1).
    const count = (await bridge.outputBytes(13))[12] as number;
    expect(count).toBeGreaterThan(0);
    const types = (await bridge.outputBytes(13 + count)).subarray(13, 13 + count);
    expect([...types]).toContain(1);
    expect(bridge.messages).toEqual([]);
    await bridge.hangUp();
    const row = await endedRow(server, sessionId);
    expect(row).toMatchObject({ endReason: 'closed', bytesIn: 12, hasRecording: false });
    expect(row.bytesOut).toBe(bridge.output().length);
  });
});
