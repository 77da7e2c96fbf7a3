import { browserClipboard, type ClipboardWriter } from '@netfleet/ui-kit';
import { FitAddon } from '@xterm/addon-fit';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { Terminal } from '@xterm/xterm';
import type { TerminalScreen } from '../session/createTerminalSession.js';
import { openWithoutInlineStyles } from './openWithoutInlineStyles.js';

/** What {@link createXterm} hands back. */
export interface Xterm {
  terminal: Terminal;
  /** The session's view of it. */
  screen: TerminalScreen;
  /** Sizes the terminal to its element (cols × rows); xterm's `onResize` reports a change. */
  fit(): void;
  /** The selection, or the whole screen's text when nothing is selected (the Copy button). */
  copyText(): string;
  dispose(): void;
}

/** A dark terminal whatever the page's scheme: what people expect of a shell. */
const THEME = {
  background: '#1e1e1e',
  foreground: '#e6e6e6',
  cursor: '#e6e6e6',
  selectionBackground: '#264f78',
};

/** Ctrl+Shift+<key> (Cmd+Shift on a Mac is the browser's own). */
function ctrlShift(event: KeyboardEvent, code: string): boolean {
  return event.type === 'keydown' && event.ctrlKey && event.shiftKey && !event.altKey && event.code === code;
}

/** The text of every line of the buffer's visible screen, trailing blanks dropped. */
function screenText(terminal: Terminal): string {
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < terminal.rows; y++) {
    lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
  }
  return lines.join('\n').replace(/\s+$/, '');
}

/**
 * Creates xterm.js in `host`, sized to it (FitAddon), links clickable, under the page's CSP
 * ({@link openWithoutInlineStyles}). Keys of a terminal page: Ctrl+Shift+C copies the selection
 * (Chromium would open its inspector), Ctrl+Shift+V is left to the browser, whose paste event
 * xterm turns into input; the context menu's Copy and Paste work on xterm's own text area.
 *
 * @example
 * const xterm = createXterm(host, { label: 'Terminal of Router SSH' });
 * session.attach(xterm.screen);
 */
export function createXterm(
  host: HTMLElement,
  options: { label: string; clipboard?: ClipboardWriter },
): Xterm {
  const terminal = new Terminal({
    theme: THEME,
    fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: 14,
    // At a line height of 1 the DOM renderer's rows clip what a font draws below its cell:
    // underscores (file names, the banner) went missing.
    lineHeight: 1.2,
    cursorBlink: true,
    scrollback: 5000,
  });
  const fitAddon = new FitAddon();
  terminal.loadAddon(fitAddon);
  terminal.loadAddon(new WebLinksAddon());
  const clipboard = options.clipboard ?? browserClipboard();

  terminal.attachCustomKeyEventHandler((event) => {
    if (ctrlShift(event, 'KeyC')) {
      event.preventDefault();
      const selection = terminal.getSelection();
      if (selection) void clipboard.writeText(selection).catch(() => {});
      return false;
    }
    // xterm would send ^V; the browser pastes into xterm's text area instead.
    if (ctrlShift(event, 'KeyV')) return false;
    return true;
  });

  const guard = openWithoutInlineStyles(terminal, host);
  terminal.textarea?.setAttribute('aria-label', options.label);
  const fitToHost = () => {
    // A hidden or zero-sized host has nothing to measure.
    if (host.clientWidth > 0 && host.clientHeight > 0) fitAddon.fit();
  };
  fitToHost();

  return {
    terminal,
    screen: {
      write: (data) => terminal.write(data),
      size: () => ({ cols: terminal.cols, rows: terminal.rows }),
      focus: () => terminal.focus(),
    },
    fit: fitToHost,
    copyText: () => terminal.getSelection() || screenText(terminal),
    dispose() {
      terminal.dispose();
      guard.dispose();
    },
  };
}
