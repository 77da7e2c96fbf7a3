import { BRIDGE_CLOSE_CODES, type RemoteSessionEndReason } from '@netfleet/contracts';

/** Why a bridge closed: a session end reason, a refused start, or the network. */
export type BridgeEnd = RemoteSessionEndReason | 'bad_ticket' | 'forbidden_origin' | 'network';

const BY_CODE = new Map<number, BridgeEnd>(
  Object.entries(BRIDGE_CLOSE_CODES).map(([reason, code]) => [code, reason as BridgeEnd]),
);

/**
 * The end a WebSocket close code means (`BRIDGE_CLOSE_CODES`); 1000 is a plain close, any other
 * code (1006: the connection dropped) is the network.
 */
export function bridgeEndOfClose(code: number): BridgeEnd {
  if (code === 1000) return 'closed';
  return BY_CODE.get(code) ?? 'network';
}
