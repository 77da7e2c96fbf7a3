import type { BridgeServerMessage } from '@netfleet/contracts';

/**
 * The peer's SSH host key as the bridge's `hostkey` message tells it: `known` is `match` (as
 * remembered), `new` (nothing remembered: the page asks) or `changed` (refused; `remembered`
 * is the fingerprint the entry keeps).
 */
export type HostKeyInfo = Pick<
  Extract<BridgeServerMessage, { type: 'hostkey' }>,
  'algorithm' | 'fingerprint' | 'known' | 'remembered'
>;
