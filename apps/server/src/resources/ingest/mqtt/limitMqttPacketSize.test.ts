import mqttPacket from 'mqtt-packet';
import { describe, expect, it } from 'vitest';
import { limitMqttPacketSize, MqttPacketTooLargeError } from './limitMqttPacketSize.js';

const publish = (payloadBytes: number) =>
  mqttPacket.generate({
    cmd: 'publish',
    topic: 'netfleet/v1/devices/1100000001/report',
    payload: Buffer.alloc(payloadBytes, 0x61),
    qos: 0,
    dup: false,
    retain: false,
  });
const ping = mqttPacket.generate({ cmd: 'pingreq' });

/** Writes `chunks` through the guard; the bytes it let through, or the error it failed with. */
async function pass(maxBytes: number, chunks: Buffer[]): Promise<Buffer | Error> {
  const guard = limitMqttPacketSize(maxBytes);
  const out: Buffer[] = [];
  guard.on('data', (chunk: Buffer) => out.push(chunk));
  return new Promise((resolve) => {
    guard.on('error', resolve);
    guard.on('end', () => resolve(Buffer.concat(out)));
    for (const chunk of chunks) guard.write(chunk);
    guard.end();
  });
}

/** `bytes` cut into pieces of `size` (a socket delivers a packet in any number of chunks). */
const cut = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('limitMqttPacketSize', () => {
  it('lets packets up to the limit through unchanged, however the stream cuts them', async () => {
    const small = Buffer.concat([publish(200), ping, publish(0), ping]);
    for (const size of [1, 2, 3, 7]) expect(await pass(300, cut(small, size))).toEqual(small);
    const stream = Buffer.concat([publish(200), ping, publish(20_000), ping, publish(0)]);
    for (const size of [5, 128, 4096, stream.length]) {
      expect(await pass(20_100, cut(stream, size))).toEqual(stream);
    }
  });

  it('fails on the header of a packet over the limit, before its body arrives', async () => {
    const big = publish(70_000);
    const header = big.subarray(0, 4);
    const outcome = await pass(65_536, [publish(10), header]);
    expect(outcome).toBeInstanceOf(MqttPacketTooLargeError);
    expect((outcome as MqttPacketTooLargeError).size).toBe(big.length - 4);
  });

  it('reads a packet after a large one that fit at the right place', async () => {
    // The second packet announces 300 KB: only a guard that skipped the first body exactly sees it.
    const outcome = await pass(200_000, [publish(150_000), publish(300_000).subarray(0, 5)]);
    expect(outcome).toBeInstanceOf(MqttPacketTooLargeError);
  });
});
