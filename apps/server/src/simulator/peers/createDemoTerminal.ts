import { StringDecoder } from 'node:string_decoder';
import { createLineEditor } from './createLineEditor.js';
import type { DemoShell } from './demoShell.js';

/** Where an interactive session's output goes, and how it ends. */
export interface TerminalSink {
  write(text: string): void;
  /** Echo of typed characters; defaults to `write` (telnet drops it when the client echoes itself). */
  echo?(text: string): void;
  /** The shell exited (with its last status). */
  end(code: number): void;
}

/** The banner RutOS prints at an interactive login. */
const BANNER = [
  '',
  '   _____       _    ____   _____',
  '  |  __ \\     | |  / __ \\ / ____|',
  '  | |__) |   _| |_| |  | | (___',
  '  |  _  / | | | __| |  | |\\___ \\',
  '  | | \\ \\ |_| | |_| |__| |____) |',
  '  |_|  \\_\\__,_|\\__|\\____/|_____/',
  '',
  '  Netfleet demo device: a simulated shell. Type help for its commands.',
  '',
  '',
].join('\r\n');

/**
 * An interactive shell session on a terminal (the SSH pty or telnet after login): banner,
 * prompt, line editing, each line run by the shell with its output's line ends made `\r\n`.
 * Returns the function that takes the terminal's input bytes.
 */
export function createDemoTerminal(shell: DemoShell, sink: TerminalSink): (input: Buffer) => void {
  const decoder = new StringDecoder('utf8');
  let ended = false;
  const editor = createLineEditor({
    echo: (text) => (sink.echo ?? sink.write)(text),
    line: (text) => {
      const result = shell.run(text);
      if (result.output) sink.write(result.output.replace(/\r?\n/g, '\r\n'));
      if (result.exit) {
        ended = true;
        sink.write('logout\r\n');
        sink.end(result.code);
      } else {
        sink.write(shell.prompt());
      }
    },
    interrupt: () => sink.write(shell.prompt()),
    eof: () => {
      ended = true;
      sink.write('logout\r\n');
      sink.end(0);
    },
  });
  sink.write(`${BANNER}${shell.prompt()}`);
  return (input) => {
    if (!ended) editor.feed(decoder.write(input));
  };
}
