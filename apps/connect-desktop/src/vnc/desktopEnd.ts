import { type BridgeEnd, bridgeEndOfClose } from '@netfleet/connect-kit';

/** What a desktop page saw of its session's end. */
export interface DesktopEndFacts {
  /** The user pressed Disconnect (or Cancel on the password form). */
  userClosed: boolean;
  /** The VNC server refused the credentials; its reason, `''` when it gave none. */
  securityFailure: string | null;
  /** noVNC gave up on its own (a protocol it cannot speak, a broken stream). */
  rfbFailed: boolean;
  /** The bridge socket's close code, once it closed (null before). */
  closeCode: number | null;
}

/**
 * Why a desktop session ended. The desktop bridge carries RFB bytes only, so the broker's word
 * is its close code (`BRIDGE_CLOSE_CODES`); but when the page itself ended the session (the
 * user left, the VNC server refused the password, noVNC failed) the socket closes from this
 * side, and its code (1005, 1006) says nothing: what the page saw decides then.
 */
export function desktopEnd(facts: DesktopEndFacts): { end: BridgeEnd; detail: string | null } {
  if (facts.securityFailure !== null) return { end: 'auth_failed', detail: facts.securityFailure || null };
  if (facts.userClosed) return { end: 'closed', detail: null };
  if (facts.closeCode !== null && facts.closeCode !== 1005 && facts.closeCode !== 1006) {
    return { end: bridgeEndOfClose(facts.closeCode), detail: null };
  }
  if (facts.rfbFailed) return { end: 'error', detail: null };
  return { end: facts.closeCode === null ? 'error' : bridgeEndOfClose(facts.closeCode), detail: null };
}
