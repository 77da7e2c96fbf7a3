/** A device's credit: active until a moment, expired, or never assigned. */
export type CreditStatus =
  | { readonly kind: 'active'; readonly until: string }
  | { readonly kind: 'expired'; readonly until: string }
  | { readonly kind: 'none' };

/**
 * The credit status of a device from its `credit_expires_at`: none without one, active while
 * the moment is ahead of `now`, expired from that moment on (an unreadable moment reads as none).
 *
 * @example
 * creditStatus('2027-01-01T00:00:00Z', new Date('2026-11-23T00:00:00Z')); // { kind: 'active', until: … }
 */
export function creditStatus(expiresAt: string | null, now: Date): CreditStatus {
  if (expiresAt === null) return { kind: 'none' };
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return { kind: 'none' };
  return at > now.getTime() ? { kind: 'active', until: expiresAt } : { kind: 'expired', until: expiresAt };
}
