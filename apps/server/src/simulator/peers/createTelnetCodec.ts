/** Telnet command bytes (RFC 854) and the options the demo peer speaks. */
export const IAC = 255;
const DONT = 254;
const DO = 253;
const WONT = 252;
const WILL = 251;
const SB = 250;
const SE = 240;
const ECHO = 1;
const SUPPRESS_GO_AHEAD = 3;
const NAWS = 31;

/** What a {@link createTelnetCodec} reports. */
export interface TelnetCodecEvents {
  /** Bytes to send to the client (answers to its options). */
  send(bytes: Buffer): void;
  /** The user's data, with commands taken out. */
  data(bytes: Buffer): void;
  /** The client's window size (NAWS). */
  resize(cols: number, rows: number): void;
}

/**
 * The server side of telnet's option negotiation: offers WILL ECHO and WILL SUPPRESS-GO-AHEAD
 * (the server echoes, character at a time) and asks DO NAWS (window size); refuses every
 * other option; answers only requests that change state, so no negotiation loops (RFC 1143's
 * rule). `echoing()` says whether the client accepted our echo.
 */
export function createTelnetCodec(events: TelnetCodecEvents): {
  /** The opening offers; send once at connect. */
  start(): void;
  receive(chunk: Buffer): void;
  echoing(): boolean;
} {
  const ours = new Map<number, boolean>([
    [ECHO, true],
    [SUPPRESS_GO_AHEAD, true],
  ]);
  const theirs = new Map<number, boolean>([[NAWS, true]]);
  let pending = Buffer.alloc(0);

  const onOption = (command: number, option: number) => {
    if (command === DO || command === DONT) {
      const wanted = command === DO;
      const supported = option === ECHO || option === SUPPRESS_GO_AHEAD;
      const enabled = ours.get(option) ?? false;
      if (wanted === enabled) return; // an acknowledgement
      if (wanted && !supported) return events.send(Buffer.from([IAC, WONT, option]));
      ours.set(option, wanted);
      events.send(Buffer.from([IAC, wanted ? WILL : WONT, option]));
    } else {
      const offered = command === WILL;
      const enabled = theirs.get(option) ?? false;
      if (offered === enabled) return;
      if (offered && option !== NAWS) return events.send(Buffer.from([IAC, DONT, option]));
      theirs.set(option, offered);
      events.send(Buffer.from([IAC, offered ? DO : DONT, option]));
    }
  };

  return {
    start() {
      events.send(Buffer.from([IAC, WILL, ECHO, IAC, WILL, SUPPRESS_GO_AHEAD, IAC, DO, NAWS]));
    },
    echoing: () => ours.get(ECHO) ?? false,
    receive(chunk) {
      pending = Buffer.concat([pending, chunk]);
      const data: number[] = [];
      let index = 0;
      while (index < pending.length) {
        const byte = pending[index] as number;
        if (byte !== IAC) {
          data.push(byte);
          index += 1;
          continue;
        }
        const command = pending[index + 1];
        if (command === undefined) break;
        if (command === IAC) {
          data.push(IAC);
          index += 2;
        } else if (command >= WILL && command <= DONT) {
          const option = pending[index + 2];
          if (option === undefined) break;
          onOption(command, option);
          index += 3;
        } else if (command === SB) {
          const end = findSubnegotiationEnd(pending, index + 2);
          if (end < 0) break;
          const body = unescapeSubnegotiation(pending.subarray(index + 2, end));
          if (body[0] === NAWS && body.length >= 5) events.resize(body.readUInt16BE(1), body.readUInt16BE(3));
          index = end + 2;
        } else {
          index += 2; // NOP, AYT, GA and friends: nothing to do
        }
      }
      pending = pending.subarray(index);
      if (data.length > 0) events.data(Buffer.from(data));
    },
  };
}

/** The index of the IAC of the IAC SE that ends a subnegotiation, or -1. */
function findSubnegotiationEnd(buffer: Buffer, from: number): number {
  for (let index = from; index < buffer.length - 1; index += 1) {
    if (buffer[index] === IAC) {
      if (buffer[index + 1] === SE) return index;
      index += 1; // IAC IAC: a data byte 255
    }
  }
  return -1;
}

function unescapeSubnegotiation(body: Buffer): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    bytes.push(body[index] as number);
    if (body[index] === IAC && body[index + 1] === IAC) index += 1;
  }
  return Buffer.from(bytes);
}

/** Text to send on a telnet connection: a data byte 255 is doubled. */
export function escapeTelnet(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (!bytes.includes(IAC)) return bytes;
  const escaped: number[] = [];
  for (const byte of bytes) {
    escaped.push(byte);
    if (byte === IAC) escaped.push(IAC);
  }
  return Buffer.from(escaped);
}
