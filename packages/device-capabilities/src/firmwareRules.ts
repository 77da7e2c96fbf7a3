import { gte, lt, SemVer } from 'semver';

/**
 * Minimum firmware versions, written as devices write them (`CC.MM.mm` without the
 * client code) and parsed once into `semver` objects. Keys are a model (`RUT360`) or
 * a series (`TRB1`); a model key wins over its series. The reasoning behind each
 * number is in the README ("Firmware rules").
 */
export const FIRMWARE_RULES = {
  /** Hotspot: from 07.00 on RUT360, from 07.06 on RUT300 and the TRB1, TRB2, TRB5 series. */
  hotspot: { RUT360: '7.0.0', RUT300: '7.6.0', TRB1: '7.6.0', TRB2: '7.6.0', TRB5: '7.6.0' },
  /** DDNS monitoring: 07.00, except RUTX and every TRB series, which had it from 02.04. */
  ddns: { default: '7.0.0', RUTX: '2.4.0', TRB1: '2.4.0', TRB2: '2.4.0', TRB5: '2.4.0' },
  /** Wireless data for the RUT2, RUT9 and RUTX series (see README for the choice). */
  wireless: { RUT2: '7.0.0', RUT9: '7.0.0', RUTX: '2.4.0' },
  /** Mobile data usage on TRB500. */
  dataUsage: { TRB500: '7.12.0' },
  /** Alerts below this version use the legacy alert configuration. */
  legacyAlertsBelow: '7.13.0',
  /** VPN below this version uses the legacy VPN configuration. */
  legacyVpnBelow: '7.6.0',
} as const;

type Table = Readonly<Record<string, string>>;

function compile(table: Table): ReadonlyMap<string, SemVer> {
  return new Map(Object.entries(table).map(([key, version]) => [key, new SemVer(version)]));
}

const HOTSPOT = compile(FIRMWARE_RULES.hotspot);
const DDNS = compile(FIRMWARE_RULES.ddns);
const WIRELESS = compile(FIRMWARE_RULES.wireless);
const DATA_USAGE = compile(FIRMWARE_RULES.dataUsage);
const DDNS_DEFAULT = DDNS.get('default') as SemVer;
const LEGACY_ALERTS = new SemVer(FIRMWARE_RULES.legacyAlertsBelow);
const LEGACY_VPN = new SemVer(FIRMWARE_RULES.legacyVpnBelow);

function minimum(table: ReadonlyMap<string, SemVer>, model: string, series: string): SemVer | undefined {
  return table.get(model) ?? table.get(series);
}

/** True when `version` meets the rule for the model or its series (or no rule applies). */
function meets(
  table: ReadonlyMap<string, SemVer>,
  model: string,
  series: string,
  version: SemVer,
  fallback?: SemVer,
): boolean {
  const min = minimum(table, model, series) ?? fallback;
  return min === undefined || gte(version, min);
}

/** Hotspot firmware rule. */
export const hotspotFirmwareOk = (model: string, series: string, version: SemVer): boolean =>
  meets(HOTSPOT, model, series, version);

/** DDNS firmware rule (07.00 unless RUTX or TRB, 02.04). */
export const ddnsFirmwareOk = (model: string, series: string, version: SemVer): boolean =>
  meets(DDNS, model, series, version, DDNS_DEFAULT);

/** Wireless firmware rule for RUT2, RUT9 and RUTX; other series have none. */
export const wirelessFirmwareOk = (model: string, series: string, version: SemVer): boolean =>
  meets(WIRELESS, model, series, version);

/** Data-usage firmware rule (TRB500 from 07.12). */
export const dataUsageFirmwareOk = (model: string, series: string, version: SemVer): boolean =>
  meets(DATA_USAGE, model, series, version);

/** Below 07.13 alerts are configured the legacy way. */
export const isLegacyAlertsFirmware = (version: SemVer): boolean => lt(version, LEGACY_ALERTS);

/** Below 07.06 VPN is configured the legacy way. */
export const isLegacyVpnFirmware = (version: SemVer): boolean => lt(version, LEGACY_VPN);
