const IAC = 255;
const SB = 250;
const SE = 240;
const WILL = 251;
const DONT = 254;

/**
 * Takes telnet's in-band commands out of a byte stream, chunk by chunk (a command may be cut
 * between two chunks): `IAC IAC` is a literal 0xFF, `IAC WILL/WONT/DO/DONT x` three bytes,
 * `IAC SB … IAC SE` a subnegotiation, any other `IAC x` two bytes. What is left is what the
 * terminal shows, for the recording.
 */
export function createTelnetTextFilter(): (chunk: Buffer) => Buffer {
  // Where the parser stands between chunks.
  let state: 'data' | 'iac' | 'option' | 'sb' | 'sb-iac' = 'data';
  return (chunk) => {
    const out = Buffer.allocUnsafe(chunk.length);
    let length = 0;
    for (const byte of chunk) {
      switch (state) {
        case 'data':
          if (byte === IAC) state = 'iac';
          else out[length++] = byte;
          break;
        case 'iac':
          if (byte === IAC) {
            out[length++] = IAC;
            state = 'data';
          } else if (byte >= WILL && byte <= DONT) state = 'option';
          else if (byte === SB) state = 'sb';
          else state = 'data';
          break;
        case 'option':
          state = 'data';
          break;
        case 'sb':
          if (byte === IAC) state = 'sb-iac';
          break;
        case 'sb-iac':
          state = byte === SE ? 'data' : 'sb';
          break;
      }
    }
    return out.subarray(0, length);
  };
}
