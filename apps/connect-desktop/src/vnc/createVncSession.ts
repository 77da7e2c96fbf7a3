import type { BridgeEnd } from '@netfleet/connect-kit';
import { desktopEnd } from './desktopEnd.js';

/** What a VNC server may ask for before it shows its screen (noVNC's `credentialsrequired`). */
export type CredentialType = 'username' | 'password' | 'target';

/** Where a desktop session stands; the page shows one thing per phase. */
export type DesktopPhase =
  | { kind: 'connecting' }
  | { kind: 'credentials'; types: CredentialType[] }
  | { kind: 'connected' }
  | { kind: 'ended'; end: BridgeEnd; detail: string | null };

/** Fit the remote screen into the window, or show it pixel for pixel (scrolling). */
export type ScaleMode = 'fit' | 'actual';

/** What the page renders. */
export interface DesktopSnapshot {
  phase: DesktopPhase;
  viewOnly: boolean;
  scale: ScaleMode;
  /** The text the remote desktop last put on its clipboard (null until it does). */
  remoteClipboard: string | null;
}

/** The part of noVNC's RFB the session drives (noVNC in the app, a fake in tests). */
export interface RfbLike extends EventTarget {
  viewOnly: boolean;
  scaleViewport: boolean;
  clipViewport: boolean;
  disconnect(): void;
  sendCredentials(credentials: Partial<Record<CredentialType, string>>): void;
  sendCtrlAltDel(): void;
  clipboardPasteFrom(text: string): void;
  focus(options?: FocusOptions): void;
}

/** Options of {@link createVncSession}. */
export interface VncSessionOptions {
  /** The bridge's address (`remoteBridgeUrl(ticket)`). */
  url: string;
  /** Opens the bridge socket. Defaults to `new WebSocket(url)`. */
  openSocket?(url: string): WebSocket;
  /** Starts noVNC on the open socket, drawing into `target`. */
  createRfb(target: HTMLElement, socket: WebSocket): RfbLike;
  /** Delay before a detached session disconnects. Defaults to `0` (the next task). */
  detachGraceMs?: number;
}

/** A desktop page's VNC session: the bridge socket, noVNC on it, and the toolbar's state. */
export interface VncSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DesktopSnapshot;
  /** Shows the remote screen in `host`; the first call opens the bridge (its ticket is spent then). */
  attach(host: HTMLElement): void;
  /** The host goes away: the session disconnects unless it is attached again at once. */
  detach(): void;
  /** The password form's values. */
  sendCredentials(values: Partial<Record<CredentialType, string>>): void;
  setViewOnly(viewOnly: boolean): void;
  setScale(scale: ScaleMode): void;
  /** Puts `text` on the remote desktop's clipboard. */
  sendClipboard(text: string): void;
  ctrlAltDel(): void;
  /** Gives the remote screen the keyboard. */
  focus(): void;
  /** Ends the session (Disconnect, or Cancel on the password form). */
  disconnect(): void;
}

const CREDENTIAL_TYPES: readonly CredentialType[] = ['username', 'password', 'target'];

function credentialTypes(event: Event): CredentialType[] {
  const asked = (event as CustomEvent<{ types?: unknown }>).detail?.types;
  const types = Array.isArray(asked) ? CREDENTIAL_TYPES.filter((type) => asked.includes(type)) : [];
  return types.length > 0 ? types : ['password'];
}

function defaultSocket(url: string): WebSocket {
  return new WebSocket(url);
}

/**
 * A desktop page's VNC session, React-free (the page reads it with `useSyncExternalStore`).
 * The page opens the bridge WebSocket itself and hands it to noVNC as its channel, so it can
 * read the close code the broker ends the session with (the desktop bridge carries RFB bytes
 * only: its errors are close codes). The screen is an element of its own that the page's host
 * takes in on `attach`, so React's strict mode (mount, unmount, mount) keeps one connection,
 * whose ticket works once.
 *
 * @example
 * const session = createVncSession({ url: remoteBridgeUrl(ticket), createRfb: (el, ws) => new RFB(el, ws) });
 * session.attach(document.getElementById('screen')!);
 */
export function createVncSession(options: VncSessionOptions): VncSession {
  let snapshot: DesktopSnapshot = {
    phase: { kind: 'connecting' },
    viewOnly: false,
    scale: 'fit',
    remoteClipboard: null,
  };
  const listeners = new Set<() => void>();
  let screen: HTMLElement | null = null;
  let socket: WebSocket | null = null;
  let rfb: RfbLike | null = null;
  let detachTimer: ReturnType<typeof setTimeout> | undefined;
  // What the page itself saw before the socket closed: it decides the end over the close code.
  const seen = { userClosed: false, securityFailure: null as string | null, rfbFailed: false };

  const update = (patch: Partial<DesktopSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const ended = () => snapshot.phase.kind === 'ended';
  const end = (closeCode: number | null) => {
    if (ended()) return;
    const { end: reason, detail } = desktopEnd({ ...seen, closeCode });
    update({ phase: { kind: 'ended', end: reason, detail } });
  };

  function applySettings() {
    if (!rfb) return;
    rfb.viewOnly = snapshot.viewOnly;
    rfb.scaleViewport = snapshot.scale === 'fit';
    rfb.clipViewport = false;
  }

  function open(target: HTMLElement) {
    const opened = (options.openSocket ?? defaultSocket)(options.url);
    opened.binaryType = 'arraybuffer';
    socket = opened;
    // Added before noVNC's own handler, so the close code is read before noVNC reports.
    opened.addEventListener('close', (event) => end((event as CloseEvent).code));
    let created: RfbLike;
    try {
      created = options.createRfb(target, opened);
    } catch {
      seen.rfbFailed = true;
      opened.close();
      end(null);
      return;
    }
    rfb = created;
    applySettings();
    created.addEventListener('connect', () => {
      if (ended()) return;
      update({ phase: { kind: 'connected' } });
      created.focus({ preventScroll: true });
    });
    created.addEventListener('credentialsrequired', (event) => {
      if (!ended()) update({ phase: { kind: 'credentials', types: credentialTypes(event) } });
    });
    created.addEventListener('securityfailure', (event) => {
      const reason = (event as CustomEvent<{ reason?: unknown }>).detail?.reason;
      seen.securityFailure = typeof reason === 'string' ? reason : '';
    });
    created.addEventListener('clipboard', (event) => {
      const text = (event as CustomEvent<{ text?: unknown }>).detail?.text;
      if (typeof text === 'string') update({ remoteClipboard: text });
    });
    created.addEventListener('disconnect', (event) => {
      // The broker closed the socket: its close code (heard first) said why.
      if (opened.readyState === WebSocket.CLOSED) {
        end(null);
        return;
      }
      // noVNC gave up itself (a protocol failure, a refused password) or the user left.
      if ((event as CustomEvent<{ clean?: boolean }>).detail?.clean === false) seen.rfbFailed = true;
      end(null);
    });
  }

  function disconnect() {
    if (ended()) return;
    seen.userClosed = true;
    if (rfb) rfb.disconnect();
    else socket?.close();
    // noVNC waits for the socket's close to report; the user has left already.
    end(null);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    attach(host) {
      clearTimeout(detachTimer);
      if (!screen) {
        screen = host.ownerDocument.createElement('div');
        screen.className = 'desktop-screen';
        host.append(screen);
        open(screen);
        return;
      }
      if (screen.parentElement !== host) host.append(screen);
    },
    detach() {
      clearTimeout(detachTimer);
      detachTimer = setTimeout(() => {
        screen?.remove();
        disconnect();
      }, options.detachGraceMs ?? 0);
    },
    sendCredentials(values) {
      if (snapshot.phase.kind !== 'credentials') return;
      update({ phase: { kind: 'connecting' } });
      rfb?.sendCredentials(values);
    },
    setViewOnly(viewOnly) {
      update({ viewOnly });
      applySettings();
    },
    setScale(scale) {
      update({ scale });
      applySettings();
    },
    sendClipboard(text) {
      if (snapshot.phase.kind === 'connected' && !snapshot.viewOnly) rfb?.clipboardPasteFrom(text);
    },
    ctrlAltDel() {
      if (snapshot.phase.kind === 'connected' && !snapshot.viewOnly) rfb?.sendCtrlAltDel();
    },
    focus() {
      if (snapshot.phase.kind === 'connected') rfb?.focus({ preventScroll: true });
    },
    disconnect,
  };
}
