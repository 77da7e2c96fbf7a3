/** What a {@link createLineEditor} reports. */
export interface LineEditorEvents {
  /** Text to send back to the terminal (echo, erasing). */
  echo(text: string): void;
  /** A finished line (without its end). */
  line(text: string): void;
  /** Ctrl-C: the line was dropped. */
  interrupt(): void;
  /** Ctrl-D on an empty line. */
  eof(): void;
}

/**
 * The terminal line discipline a shell on a pty gets from the kernel, for peers that have no
 * kernel pty: echo typed characters (unless `hidden`, as for a password), erase with
 * Backspace/DEL, Ctrl-U erases the line, Ctrl-C drops it, Ctrl-D on an empty line ends, and
 * Enter (`\r`, `\n`, `\r\n` or telnet's `\r\0`) finishes it. Escape sequences (arrow keys)
 * are swallowed; Up/Down recall earlier lines.
 */
export function createLineEditor(events: LineEditorEvents): {
  feed(text: string): void;
  /** Whether typed characters are echoed (off for a password). */
  setHidden(hidden: boolean): void;
} {
  let line = '';
  let hidden = false;
  let afterReturn = false;
  let pending = '';
  const history: string[] = [];
  let recalled = 0;

  const replaceLine = (text: string) => {
    if (!hidden) events.echo(`${'\b \b'.repeat([...line].length)}${text}`);
    line = text;
  };
  const onEscape = (sequence: string) => {
    if (hidden) return;
    if (sequence === '\x1b[A' || sequence === '\x1bOA') {
      if (recalled < history.length) {
        recalled += 1;
        replaceLine(history[history.length - recalled] as string);
      }
    } else if (sequence === '\x1b[B' || sequence === '\x1bOB') {
      if (recalled > 0) {
        recalled -= 1;
        replaceLine(recalled === 0 ? '' : (history[history.length - recalled] as string));
      }
    }
  };

  return {
    setHidden(value) {
      hidden = value;
    },
    feed(text) {
      for (const char of text) {
        if (pending) {
          pending += char;
          // ESC [ … final byte, or ESC O x, or ESC x.
          const done =
            pending.length === 2
              ? char !== '[' && char !== 'O'
              : pending.startsWith('\x1bO') || /[@-~]/.test(char);
          if (done) {
            onEscape(pending);
            pending = '';
          }
          continue;
        }
        const wasAfterReturn = afterReturn;
        afterReturn = false;
        if (char === '\r' || char === '\n') {
          if (char === '\n' && wasAfterReturn) continue;
          afterReturn = char === '\r';
          events.echo('\r\n');
          const finished = line;
          line = '';
          recalled = 0;
          if (!hidden && finished.trim() && history[history.length - 1] !== finished) history.push(finished);
          events.line(finished);
        } else if (char === '\0') {
          // telnet's CR NUL
        } else if (char === '\x7f' || char === '\b') {
          if (line.length > 0) {
            line = [...line].slice(0, -1).join('');
            if (!hidden) events.echo('\b \b');
          }
        } else if (char === '\x15') {
          replaceLine('');
        } else if (char === '\x03') {
          line = '';
          events.echo('^C\r\n');
          events.interrupt();
        } else if (char === '\x04') {
          if (line === '') events.eof();
        } else if (char === '\x1b') {
          pending = char;
        } else if (char >= ' ' || char === '\t') {
          const typed = char === '\t' ? ' ' : char;
          line += typed;
          if (!hidden) events.echo(typed);
        }
      }
    },
  };
}
