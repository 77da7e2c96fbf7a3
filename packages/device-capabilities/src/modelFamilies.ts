/**
 * The model families of forms-modals-and-capabilities §9. A model's family is the
 * longest of these names its model name starts with (`RUTX11` → `RUT`, `ATRM50` → `ATRM`).
 */
export const MODEL_FAMILIES = ['RUT', 'TRB', 'TSW', 'TAP', 'ATRM', 'OTD', 'SWM', 'DAP', 'TCR'] as const;

/** One of {@link MODEL_FAMILIES}. */
export type ModelFamily = (typeof MODEL_FAMILIES)[number];

/**
 * What a device is for, which decides the router-only services (VPN, L2TP, DDNS,
 * hotspot, web filter, network map).
 */
export type DeviceKind = 'router' | 'gateway' | 'switch' | 'access_point';

/** The kind of every model of a family. */
export const FAMILY_KIND: Readonly<Record<ModelFamily, DeviceKind>> = {
  RUT: 'router',
  TRB: 'gateway',
  TSW: 'switch',
  TAP: 'access_point',
  ATRM: 'router',
  OTD: 'router',
  SWM: 'switch',
  DAP: 'access_point',
  TCR: 'router',
};

// Longest first so that `ATRM` is not read as anything shorter.
const BY_LENGTH = [...MODEL_FAMILIES].sort((a, b) => b.length - a.length);

/** The family a model name (upper case) belongs to, or `null`. */
export function familyOf(model: string): ModelFamily | null {
  for (const family of BY_LENGTH) if (model.startsWith(family)) return family;
  return null;
}

/**
 * The series of a model name: the family plus the letter or first digit that follows
 * (`RUTX11` → `RUTX`, `RUT956` → `RUT9`, `TRB140` → `TRB1`, `ATRM50` → `ATRM`).
 * Returns `''` for a name outside every family.
 */
export function seriesOf(model: string): string {
  const family = familyOf(model);
  if (family === null) return '';
  if (family === 'ATRM') return family;
  const next = model.charAt(family.length);
  return next === '' ? family : family + next;
}
