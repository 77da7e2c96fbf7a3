import { describe, expect, it } from 'vitest';
import { createCastRecorder } from './castRecorder.js';

function parse(text: string) {
  const [header, ...events] = text.trimEnd().split('\n');
  return { header: JSON.parse(header as string), events: events.map((line) => JSON.parse(line)) };
}

describe('createCastRecorder', () => {
  it('writes an asciicast v2 header and output events timed from the start', () => {
    let at = 1000;
    const recorder = createCastRecorder({
      cols: 100,
      rows: 30,
      startedAt: 1_700_000_000_500,
      clock: () => at,
    });
    expect(recorder.hasOutput()).toBe(false);
    at = 1250;
    recorder.output(Buffer.from('$ echo 42\r\n'));
    at = 3500;
    recorder.output(Buffer.from('42\r\n'));
    const cast = parse(recorder.text());
    expect(cast.header).toEqual({ version: 2, width: 100, height: 30, timestamp: 1_700_000_000 });
    expect(cast.events).toEqual([
      [0.25, 'o', '$ echo 42\r\n'],
      [2.5, 'o', '42\r\n'],
    ]);
    expect(recorder.hasOutput()).toBe(true);
  });

  it('joins a UTF-8 character cut between two chunks', () => {
    const recorder = createCastRecorder({ cols: 80, rows: 24, startedAt: 0, clock: () => 0 });
    const bytes = Buffer.from('blåbær', 'utf8');
    recorder.output(bytes.subarray(0, 3));
    recorder.output(bytes.subarray(3));
    expect(
      parse(recorder.text())
        .events.map((event) => event[2])
        .join(''),
    ).toBe('blåbær');
  });

  it('strips telnet commands, even cut between chunks, and keeps an escaped 0xFF', () => {
    const recorder = createCastRecorder({ cols: 80, rows: 24, startedAt: 0, clock: () => 0, telnet: true });
    // IAC DO ECHO, IAC SB TTYPE SEND IAC SE, text, IAC WILL (cut) SGA, IAC GA.
    recorder.output(Buffer.from([255, 253, 1, 255, 250, 24, 1, 255, 240, 0x68, 0x69, 255, 251]));
    recorder.output(Buffer.from([3, 0x21, 255, 249, 0x0d, 0x0a]));
    recorder.output(Buffer.from([255, 255]));
    const events = parse(recorder.text()).events.map((event) => event[2]);
    expect(events.slice(0, 2)).toEqual(['hi', '!\r\n']);
    // The escaped 0xFF is kept: a byte, not a command (alone it is no UTF-8, hence U+FFFD).
    expect(events[2]).toBe('\ufffd');
  });

  it('stops recording at the size cap', () => {
    const recorder = createCastRecorder({ cols: 80, rows: 24, startedAt: 0, clock: () => 0, maxBytes: 200 });
    for (let i = 0; i < 20; i += 1) recorder.output(Buffer.from(`line ${i}\r\n`));
    const text = recorder.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(200);
    expect(recorder.truncated()).toBe(true);
    const events = parse(text).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)?.[2]).toBe(`line ${events.length - 1}\r\n`);
  });
});
