import {
  CR,
  DO,
  DONT,
  IAC,
  LF,
  NUL,
  SB,
  SE,
  TELNET_OPTIONS,
  TTYPE_IS,
  TTYPE_SEND,
  WILL,
  WONT,
} from './telnetCodes.js';

const { ECHO, SUPPRESS_GO_AHEAD, TERMINAL_TYPE, NAWS } = TELNET_OPTIONS;

/** Options the server may enable on its side (it echoes, it drops GO-AHEADs). */
const SERVER_OPTIONS: ReadonlySet<number> = new Set([ECHO, SUPPRESS_GO_AHEAD]);
/** Options we enable on our side when the server asks (window size, terminal type). */
const CLIENT_OPTIONS: ReadonlySet<number> = new Set([NAWS, TERMINAL_TYPE]);
/** A subnegotiation longer than this is not one we know: its bytes are dropped, not kept. */
const MAX_SUBNEGOTIATION = 256;

/** The terminal type we answer: xterm.js understands xterm's 256 colours. */
export const TELNET_TERMINAL_TYPE = 'XTERM-256COLOR';

/** What Enter (a CR the user typed) becomes on the wire: RFC 854 allows CR LF or CR NUL. */
export type TelnetNewline = 'crlf' | 'crnul';

/** Options of {@link createTelnetClient}. */
export interface TelnetClientOptions {
  /** Bytes for the server that the client itself produces (option answers, window sizes). */
  send(bytes: Uint8Array): void;
  /** The terminal's size, told to the server when it asks for NAWS. */
  size: { cols: number; rows: number };
  /** Defaults to {@link TELNET_TERMINAL_TYPE}. */
  terminalType?: string;
  /** Defaults to `'crlf'` (RFC 1123 3.3.1: the end-of-line a user's Return should send). */
  newline?: TelnetNewline;
}

/** The client side of a telnet connection: the peer's bytes in, the user's bytes out. */
export interface TelnetClient {
  /** Takes a chunk from the server (option sequences may span chunks); returns the terminal's text bytes. */
  receive(chunk: Uint8Array): Uint8Array;
  /** The user's typing (xterm's `onData`) as telnet bytes: UTF-8, 0xFF doubled, CR as CR LF or CR NUL. */
  encodeInput(text: string): Uint8Array;
  /** xterm's `onBinary` (one byte per character, mouse reports) as telnet bytes, 0xFF doubled. */
  encodeBinary(data: string): Uint8Array;
  /** The terminal's new size: sent at once when NAWS is on. */
  resize(cols: number, rows: number): void;
  /** Whether an option is on for the server's side (`remote`) or ours (`local`). */
  isEnabled(side: 'remote' | 'local', option: number): boolean;
}

type ParserState = 'data' | 'iac' | 'verb' | 'sb-option' | 'sb-data' | 'sb-iac';

const encoder = new TextEncoder();

/** Doubles every 0xFF of `bytes`, so none reads as IAC (RFC 854). */
function escapeIac(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(IAC)) return bytes;
  const out: number[] = [];
  for (const byte of bytes) {
    out.push(byte);
    if (byte === IAC) out.push(IAC);
  }
  return Uint8Array.from(out);
}

/**
 * The client side of telnet option negotiation (RFC 854, 855, 1143's "do not answer what is
 * already so"): it accepts the server's ECHO and SUPPRESS-GO-AHEAD, agrees to NAWS (and tells
 * the window size, again on every resize) and TERMINAL-TYPE (answering
 * {@link TELNET_TERMINAL_TYPE}), and refuses every other option. React-free and DOM-free: the
 * terminal page wires it between the bridge and xterm.js.
 *
 * No maintained npm library does this in a browser: `telnet-stream` and `telnet-client` are
 * Node stream and socket wrappers, so this small module is written here.
 *
 * @example
 * const telnet = createTelnetClient({ send: (b) => bridge.sendData(b), size: { cols: 80, rows: 24 } });
 * bridge.onData = (chunk) => terminal.write(telnet.receive(chunk));
 * terminal.onData((text) => bridge.sendData(telnet.encodeInput(text)));
 */
export function createTelnetClient(options: TelnetClientOptions): TelnetClient {
  const terminalType = options.terminalType ?? TELNET_TERMINAL_TYPE;
  const newline = options.newline ?? 'crlf';
  let size = { ...options.size };
  const remoteOn = new Set<number>();
  const localOn = new Set<number>();

  let state: ParserState = 'data';
  let verb = 0;
  let sbOption = 0;
  let sbData: number[] = [];
  // The previous data byte was a CR: a NUL after it is the NVT's bare CR, not text.
  let afterCr = false;
  // The previous input ended with a CR we already sent as CR LF: a leading LF now is its pair.
  let inputEndedWithCr = false;

  const reply = (command: number, option: number) => options.send(Uint8Array.of(IAC, command, option));

  function sendWindowSize() {
    const clamp = (n: number) => Math.max(0, Math.min(0xffff, Math.round(n)));
    const cols = clamp(size.cols);
    const rows = clamp(size.rows);
    const values = escapeIac(Uint8Array.of(cols >> 8, cols & 0xff, rows >> 8, rows & 0xff));
    options.send(Uint8Array.of(IAC, SB, NAWS, ...values, IAC, SE));
  }

  function negotiate(command: number, option: number) {
    switch (command) {
      case WILL:
        if (!SERVER_OPTIONS.has(option)) reply(DONT, option);
        else if (!remoteOn.has(option)) {
          remoteOn.add(option);
          reply(DO, option);
        }
        return;
      case WONT:
        if (remoteOn.delete(option)) reply(DONT, option);
        return;
      case DO:
        if (!CLIENT_OPTIONS.has(option)) reply(WONT, option);
        else if (!localOn.has(option)) {
          localOn.add(option);
          reply(WILL, option);
          if (option === NAWS) sendWindowSize();
        }
        return;
      case DONT:
        if (localOn.delete(option)) reply(WONT, option);
        return;
    }
  }

  function subnegotiation(option: number, data: readonly number[]) {
    if (option === TERMINAL_TYPE && data[0] === TTYPE_SEND && localOn.has(TERMINAL_TYPE)) {
      options.send(Uint8Array.of(IAC, SB, TERMINAL_TYPE, TTYPE_IS, ...encoder.encode(terminalType), IAC, SE));
    }
  }

  function receive(chunk: Uint8Array): Uint8Array {
    // Text never grows: at most every byte of the chunk is the terminal's.
    const out = new Uint8Array(chunk.length);
    let length = 0;
    const text = (byte: number) => {
      if (!(afterCr && byte === NUL)) out[length++] = byte;
      afterCr = byte === CR;
    };
    for (const byte of chunk) {
      switch (state) {
        case 'data':
          if (byte === IAC) state = 'iac';
          else text(byte);
          break;
        case 'iac':
          if (byte === IAC) {
            text(IAC);
            state = 'data';
          } else if (byte === WILL || byte === WONT || byte === DO || byte === DONT) {
            verb = byte;
            state = 'verb';
          } else if (byte === SB) state = 'sb-option';
          // NOP, GA, DM, AYT and the other one-byte commands carry nothing for a terminal.
          else state = 'data';
          break;
        case 'verb':
          negotiate(verb, byte);
          state = 'data';
          break;
        case 'sb-option':
          sbOption = byte;
          sbData = [];
          state = 'sb-data';
          break;
        case 'sb-data':
          if (byte === IAC) state = 'sb-iac';
          else if (sbData.length < MAX_SUBNEGOTIATION) sbData.push(byte);
          break;
        case 'sb-iac':
          if (byte === SE) {
            subnegotiation(sbOption, sbData);
            state = 'data';
          } else {
            // IAC IAC inside a subnegotiation is a 0xFF value byte.
            if (byte === IAC && sbData.length < MAX_SUBNEGOTIATION) sbData.push(IAC);
            state = 'sb-data';
          }
          break;
      }
    }
    return out.subarray(0, length);
  }

  function encodeInput(textInput: string): Uint8Array {
    const bytes = encoder.encode(textInput);
    const out: number[] = [];
    let start = 0;
    if (inputEndedWithCr && newline === 'crlf' && bytes[0] === LF) start = 1;
    inputEndedWithCr = false;
    for (let i = start; i < bytes.length; i++) {
      const byte = bytes[i] as number;
      if (byte === IAC) out.push(IAC, IAC);
      else if (byte === CR) {
        const next = bytes[i + 1];
        if (next === LF || next === NUL) {
          out.push(CR, next);
          i++;
        } else {
          out.push(CR, newline === 'crlf' ? LF : NUL);
          if (next === undefined) inputEndedWithCr = true;
        }
      } else out.push(byte);
    }
    return Uint8Array.from(out);
  }

  function encodeBinary(data: string): Uint8Array {
    const bytes = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i) & 0xff;
    return escapeIac(bytes);
  }

  return {
    receive,
    encodeInput,
    encodeBinary,
    resize(cols, rows) {
      size = { cols, rows };
      if (localOn.has(NAWS)) sendWindowSize();
    },
    isEnabled: (side, option) => (side === 'remote' ? remoteOn : localOn).has(option),
  };
}
