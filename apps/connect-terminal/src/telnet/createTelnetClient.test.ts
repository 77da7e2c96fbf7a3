import { describe, expect, it } from 'vitest';
import { createTelnetClient, TELNET_TERMINAL_TYPE } from './createTelnetClient.js';
import { DO, DONT, IAC, SB, SE, TELNET_OPTIONS, TTYPE_IS, TTYPE_SEND, WILL, WONT } from './telnetCodes.js';

const { ECHO, SUPPRESS_GO_AHEAD, TERMINAL_TYPE, NAWS } = TELNET_OPTIONS;
const LINEMODE = 34;
const TRANSMIT_BINARY = 0;

function setup(options: { cols?: number; rows?: number; newline?: 'crlf' | 'crnul' } = {}) {
  const sent: number[][] = [];
  const telnet = createTelnetClient({
    send: (bytes) => sent.push([...bytes]),
    size: { cols: options.cols ?? 80, rows: options.rows ?? 24 },
    ...(options.newline ? { newline: options.newline } : {}),
  });
  const text = (bytes: number[]) => new TextDecoder().decode(telnet.receive(Uint8Array.from(bytes)));
  return { telnet, sent, text };
}

const ascii = (text: string) => [...new TextEncoder().encode(text)];

describe('createTelnetClient: what the server sends', () => {
  it('passes plain text through and strips option sequences from it', () => {
    const { text, sent } = setup();
    expect(text([...ascii('login: '), IAC, WILL, ECHO, ...ascii('x')])).toBe('login: x');
    expect(sent).toEqual([[IAC, DO, ECHO]]);
  });

  it('parses an option sequence split across chunks, byte by byte', () => {
    const { text, sent, telnet } = setup();
    expect(text([...ascii('a'), IAC])).toBe('a');
    expect(text([WILL])).toBe('');
    expect(sent).toEqual([]);
    expect(text([SUPPRESS_GO_AHEAD, ...ascii('b')])).toBe('b');
    expect(sent).toEqual([[IAC, DO, SUPPRESS_GO_AHEAD]]);
    expect(telnet.isEnabled('remote', SUPPRESS_GO_AHEAD)).toBe(true);
  });

  it('turns IAC IAC into one 0xFF text byte, also across chunks', () => {
    const { telnet } = setup();
    expect([...telnet.receive(Uint8Array.of(0x41, IAC, IAC, 0x42))]).toEqual([0x41, 0xff, 0x42]);
    expect([...telnet.receive(Uint8Array.of(IAC))]).toEqual([]);
    expect([...telnet.receive(Uint8Array.of(IAC, 0x43))]).toEqual([0xff, 0x43]);
  });

  it('drops the NUL of a bare CR (CR NUL), even when the chunk ends between them', () => {
    const { telnet } = setup();
    expect([...telnet.receive(Uint8Array.of(0x61, 13, 0, 0x62, 13, 10))]).toEqual([0x61, 13, 0x62, 13, 10]);
    expect([...telnet.receive(Uint8Array.of(0x63, 13))]).toEqual([0x63, 13]);
    expect([...telnet.receive(Uint8Array.of(0, 0x64))]).toEqual([0x64]);
  });

  it('ignores one-byte commands (NOP, GA) and a stray SE', () => {
    const { text, sent } = setup();
    expect(text([...ascii('a'), IAC, 241, IAC, 249, IAC, SE, ...ascii('b')])).toBe('ab');
    expect(sent).toEqual([]);
  });
});

describe('createTelnetClient: negotiation', () => {
  it('accepts ECHO and SUPPRESS-GO-AHEAD from the server and answers each once', () => {
    const { text, sent, telnet } = setup();
    text([IAC, WILL, ECHO, IAC, WILL, SUPPRESS_GO_AHEAD]);
    expect(sent).toEqual([
      [IAC, DO, ECHO],
      [IAC, DO, SUPPRESS_GO_AHEAD],
    ]);
    // Already on: no answer, or the two sides would loop (RFC 854).
    text([IAC, WILL, ECHO]);
    expect(sent).toHaveLength(2);
    expect(telnet.isEnabled('remote', ECHO)).toBe(true);
  });

  it('answers WONT with DONT only for an option that was on', () => {
    const { text, sent, telnet } = setup();
    text([IAC, WONT, ECHO]);
    expect(sent).toEqual([]);
    text([IAC, WILL, ECHO, IAC, WONT, ECHO]);
    expect(sent).toEqual([
      [IAC, DO, ECHO],
      [IAC, DONT, ECHO],
    ]);
    expect(telnet.isEnabled('remote', ECHO)).toBe(false);
  });

  it('refuses every other option the server offers or asks for', () => {
    const { text, sent } = setup();
    text([IAC, WILL, TRANSMIT_BINARY, IAC, DO, LINEMODE, IAC, DO, ECHO]);
    expect(sent).toEqual([
      [IAC, DONT, TRANSMIT_BINARY],
      [IAC, WONT, LINEMODE],
      // The server asking us to echo: the terminal does not echo locally.
      [IAC, WONT, ECHO],
    ]);
  });

  it('agrees to NAWS and tells the window size at once, then on every resize', () => {
    const { text, sent, telnet } = setup({ cols: 132, rows: 43 });
    telnet.resize(100, 30);
    // Not asked yet: nothing to send.
    expect(sent).toEqual([]);
    text([IAC, DO, NAWS]);
    expect(sent).toEqual([
      [IAC, WILL, NAWS],
      [IAC, SB, NAWS, 0, 100, 0, 30, IAC, SE],
    ]);
    telnet.resize(300, 50);
    expect(sent[2]).toEqual([IAC, SB, NAWS, 1, 44, 0, 50, IAC, SE]);
    // Asked again while on: no second WILL.
    text([IAC, DO, NAWS]);
    expect(sent).toHaveLength(3);
  });

  it('doubles a 0xFF byte of the window size', () => {
    const { text, sent } = setup({ cols: 255, rows: 24 });
    text([IAC, DO, NAWS]);
    expect(sent[1]).toEqual([IAC, SB, NAWS, 0, IAC, IAC, 0, 24, IAC, SE]);
  });

  it('stops NAWS on DONT and sends no more sizes', () => {
    const { text, sent, telnet } = setup();
    text([IAC, DO, NAWS, IAC, DONT, NAWS]);
    expect(sent.at(-1)).toEqual([IAC, WONT, NAWS]);
    const count = sent.length;
    telnet.resize(90, 20);
    expect(sent).toHaveLength(count);
  });

  it('answers the terminal type question with XTERM-256COLOR', () => {
    const { text, sent } = setup();
    text([IAC, DO, TERMINAL_TYPE]);
    expect(sent).toEqual([[IAC, WILL, TERMINAL_TYPE]]);
    // The question, split across two chunks.
    text([IAC, SB, TERMINAL_TYPE]);
    text([TTYPE_SEND, IAC, SE]);
    expect(TELNET_TERMINAL_TYPE).toBe('XTERM-256COLOR');
    expect(sent[1]).toEqual([IAC, SB, TERMINAL_TYPE, TTYPE_IS, ...ascii('XTERM-256COLOR'), IAC, SE]);
  });

  it('does not answer the terminal type question before agreeing to the option', () => {
    const { text, sent } = setup();
    expect(text([IAC, SB, TERMINAL_TYPE, TTYPE_SEND, IAC, SE, ...ascii('ok')])).toBe('ok');
    expect(sent).toEqual([]);
  });

  it('skips an unknown subnegotiation, with IAC IAC and IAC SE inside, whatever its length', () => {
    const { text, sent } = setup();
    const long = new Array(1000).fill(7);
    expect(text([IAC, SB, LINEMODE, 1, IAC, IAC, ...long, IAC, SE, ...ascii('after')])).toBe('after');
    expect(sent).toEqual([]);
  });

  it('answers what busybox telnetd sends on connect', () => {
    // busybox's telnetd opens with DO ECHO, DO NAWS, WILL ECHO, WILL SGA.
    const { text, sent } = setup({ cols: 80, rows: 24 });
    text([IAC, DO, ECHO, IAC, DO, NAWS, IAC, WILL, ECHO, IAC, WILL, SUPPRESS_GO_AHEAD]);
    expect(sent).toEqual([
      [IAC, WONT, ECHO],
      [IAC, WILL, NAWS],
      [IAC, SB, NAWS, 0, 80, 0, 24, IAC, SE],
      [IAC, DO, ECHO],
      [IAC, DO, SUPPRESS_GO_AHEAD],
    ]);
  });
});

describe('createTelnetClient: what the user types', () => {
  it('sends text as UTF-8', () => {
    const { telnet } = setup();
    expect([...telnet.encodeInput('ls æ')]).toEqual([...ascii('ls '), 0xc3, 0xa6]);
  });

  it('sends Return as CR LF by default, and CR NUL when asked', () => {
    expect([...setup().telnet.encodeInput('ls\r')]).toEqual([...ascii('ls'), 13, 10]);
    expect([...setup({ newline: 'crnul' }).telnet.encodeInput('ls\r')]).toEqual([...ascii('ls'), 13, 0]);
  });

  it('keeps a CR LF that is already there, also when it spans two inputs', () => {
    const { telnet } = setup();
    expect([...telnet.encodeInput('a\r\nb')]).toEqual([0x61, 13, 10, 0x62]);
    expect([...telnet.encodeInput('c\r')]).toEqual([0x63, 13, 10]);
    expect([...telnet.encodeInput('\nd')]).toEqual([0x64]);
    // Only the very next input: a later LF is the user's own.
    expect([...telnet.encodeInput('\n')]).toEqual([10]);
  });

  it('doubles 0xFF in binary input (mouse reports)', () => {
    const { telnet } = setup();
    expect([...telnet.encodeBinary('\x1b[M\xff\x21')]).toEqual([0x1b, 0x5b, 0x4d, IAC, IAC, 0x21]);
  });
});
