import { StringDecoder } from 'node:string_decoder';
import { RECORDING_MAX_BYTES } from '@netfleet/contracts';
import { createTelnetTextFilter } from './telnetText.js';

/** Options of {@link createCastRecorder}. */
export interface CastRecorderOptions {
  cols: number;
  rows: number;
  /** Wall clock in ms, for the header's `timestamp`. */
  startedAt: number;
  /** Monotonic clock in ms for the events' times; `performance.now` by default. */
  clock?: () => number;
  /** The peer speaks telnet: its option negotiation is not output. */
  telnet?: boolean;
  /** Most bytes of the whole cast; `RECORDING_MAX_BYTES` by default. */
  maxBytes?: number;
}

/** A terminal session's recording in the making. */
export interface CastRecorder {
  /** Records a chunk of the peer's output. */
  output(chunk: Buffer): void;
  /** The asciicast v2 text so far (header line, then one `[t, "o", text]` line per chunk). */
  text(): string;
  /** True when some output was recorded (an empty session stores no recording). */
  hasOutput(): boolean;
  /** The cap was reached: later output was left out. */
  truncated(): boolean;
}

/**
 * Records a terminal session as asciicast v2, the format asciinema-player plays: a header
 * `{"version":2,"width":…,"height":…,"timestamp":…}`, then `[seconds, "o", text]` per chunk of
 * output, seconds since the start. UTF-8 cut between chunks is joined first; output past
 * `maxBytes` is dropped (the session goes on, the recording ends there).
 */
export function createCastRecorder(options: CastRecorderOptions): CastRecorder {
  const clock = options.clock ?? (() => performance.now());
  const maxBytes = options.maxBytes ?? RECORDING_MAX_BYTES;
  const origin = clock();
  const decoder = new StringDecoder('utf8');
  const filter = options.telnet ? createTelnetTextFilter() : (chunk: Buffer) => chunk;
  const header = JSON.stringify({
    version: 2,
    width: options.cols,
    height: options.rows,
    timestamp: Math.floor(options.startedAt / 1000),
  });
  const lines: string[] = [header];
  let size = Buffer.byteLength(header) + 1;
  let full = false;
  return {
    output(chunk) {
      if (full) return;
      const text = decoder.write(filter(chunk));
      if (text === '') return;
      const seconds = Math.max(0, Math.round(clock() - origin)) / 1000;
      const line = JSON.stringify([seconds, 'o', text]);
      const bytes = Buffer.byteLength(line) + 1;
      if (size + bytes > maxBytes) {
        full = true;
        return;
      }
      lines.push(line);
      size += bytes;
    },
    text: () => `${lines.join('\n')}\n`,
    hasOutput: () => lines.length > 1,
    truncated: () => full,
  };
}
