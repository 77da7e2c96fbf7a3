import { Transform, type TransformCallback } from 'node:stream';

/** Why {@link limitMqttPacketSize} ended a connection. */
export class MqttPacketTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`An MQTT packet of ${size} bytes is over the limit of ${limit} bytes.`);
    this.name = 'MqttPacketTooLargeError';
  }
}

/**
 * A pass-through of an MQTT byte stream that fails as soon as a packet's fixed header
 * announces more than `maxBytes` of remaining length (MQTT 3.1.1 §2.2.3: up to 256 MiB). The
 * broker's parser keeps a packet in memory until it is whole, so without this a client could
 * make the server hold a quarter of a gigabyte per connection before anything checks it.
 *
 * @example
 * const guarded = socket.pipe(limitMqttPacketSize(1024 * 1024));
 */
export function limitMqttPacketSize(maxBytes: number): Transform {
  // Between packets: reading the type byte (-1), then the length's bytes (0..3), then skipping the body.
  let lengthByte = -1;
  let length = 0;
  let multiplier = 1;
  let skip = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let at = 0;
      while (at < chunk.length) {
        if (skip > 0) {
          const step = Math.min(skip, chunk.length - at);
          skip -= step;
          at += step;
          continue;
        }
        if (lengthByte === -1) {
          lengthByte = 0;
          length = 0;
          multiplier = 1;
          at += 1;
          continue;
        }
        const byte = chunk[at] as number;
        at += 1;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        lengthByte += 1;
        if (length > maxBytes) return done(new MqttPacketTooLargeError(length, maxBytes));
        // The length's last byte has its high bit clear; the parser refuses a fifth one itself.
        if ((byte & 0x80) === 0 || lengthByte === 4) {
          skip = length;
          lengthByte = -1;
        }
      }
      done(null, chunk);
    },
  });
}
