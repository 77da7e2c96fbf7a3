import type { ModelFacts } from './data/models.js';
import {
  dataUsageFirmwareOk,
  ddnsFirmwareOk,
  hotspotFirmwareOk,
  isLegacyAlertsFirmware,
  isLegacyVpnFirmware,
  wirelessFirmwareOk,
} from './firmwareRules.js';
import { inferModelFacts } from './inferModelFacts.js';
import type { ModelFamily } from './modelFamilies.js';
import { parseFirmware } from './parseFirmware.js';
import { normalizeModel, resolveModel } from './resolveModel.js';

/** What a capability check needs of a device. */
export interface CapabilityDevice {
  /** Model name or order code as the device reports it (`RUTX110000XX`); none reads as unknown. */
  readonly original_model: string | null | undefined;
  /** Firmware string as the device reports it (`RUTX_R_00.07.06.3`); none reads as unreadable. */
  readonly firmware: string | null | undefined;
  /** The device reports an eSIM. */
  readonly esim?: boolean | null;
}

/** Everything the console derives from a device's model and firmware. */
export interface DeviceCapabilities {
  /** The known model the order code resolved to, or `null`. */
  readonly model: string | null;
  /** The model family, or `null` outside every family. */
  readonly family: ModelFamily | null;
  /**
   * True when the model is unknown but its family is: the hardware capabilities are then
   * what every known model of its series shares (see README "Unknown models"), not facts.
   */
  readonly inferred: boolean;
  /** Product series (`RUTX`, `RUT9`, `TRB1`); `''` outside every family. */
  readonly device_series: string;
  /** Firmware as semver (`7.6.3`), or `null` when the string is not a firmware. */
  readonly fw_version: string | null;
  readonly has_wifi: boolean;
  readonly has_gps: boolean;
  /** Runs RutOS (not TSWOS, not an unreadable firmware). */
  readonly has_rutos: boolean;
  readonly has_mobile: boolean;
  /** Ethernet ports (RJ45 and SFP), 0 to 28. */
  readonly port_count: number;
  /** Has a LAN side: Ethernet ports on a router, gateway or switch. */
  readonly has_lan: boolean;
  readonly has_hotspot: boolean;
  /** Physical SIM slots plus one for a reported eSIM. */
  readonly sim_count: number;
  readonly has_io: boolean;
  readonly has_ddns: boolean;
  readonly has_data_usage: boolean;
  readonly has_l2tp: boolean;
  readonly has_second_modem: boolean;
  readonly has_network_map: boolean;
  readonly has_esim: boolean;
  readonly has_webfilter: boolean;
  readonly has_vpn: boolean;
  readonly has_legacy_alerts: boolean;
  readonly has_legacy_vpn: boolean;
}

interface Hardware {
  readonly model: string | null;
  readonly family: ModelFamily | null;
  readonly series: string;
  readonly routing: boolean;
  readonly facts: ModelFacts | null;
  readonly inferred: boolean;
}

const NO_HARDWARE: Hardware = {
  model: null,
  family: null,
  series: '',
  routing: false,
  facts: null,
  inferred: false,
};

function hardwareOf(originalModel: string): Hardware {
  const known = resolveModel(originalModel);
  // An unknown model of a known family gets what its series (or family) implies, flagged.
  const facts = known ?? inferModelFacts(normalizeModel(originalModel));
  if (facts === null) return NO_HARDWARE;
  const routing = facts.kind === 'router' || facts.kind === 'gateway';
  return {
    model: known?.model ?? null,
    family: facts.family,
    series: facts.series,
    routing,
    facts,
    inferred: known === null,
  };
}

function derive(hardware: Hardware, firmware: string, esim: boolean): DeviceCapabilities {
  const facts = hardware.facts;
  const name = hardware.model ?? '';
  const series = hardware.series;
  const info = parseFirmware(firmware);
  const version = info?.semver;
  const rutos = info !== null && !info.tswos;
  const router = rutos && hardware.routing;
  const ports = facts?.ports ?? 0;
  const lan = ports > 0 && facts?.kind !== 'access_point';
  const mobile = facts?.mobile ?? false;
  const hasEsim = esim && mobile;
  return Object.freeze({
    model: hardware.model,
    family: hardware.family,
    inferred: hardware.inferred,
    device_series: series,
    fw_version: info?.version ?? null,
    has_wifi: (facts?.wifi ?? false) && version !== undefined && wirelessFirmwareOk(name, series, version),
    has_gps: facts?.gps ?? false,
    has_rutos: rutos,
    has_mobile: mobile,
    port_count: ports,
    has_lan: lan,
    has_hotspot: router && lan && hotspotFirmwareOk(name, series, info.semver),
    sim_count: (facts?.sims ?? 0) + (hasEsim ? 1 : 0),
    has_io: facts?.io ?? false,
    has_ddns: router && ddnsFirmwareOk(name, series, info.semver),
    has_data_usage: mobile && version !== undefined && dataUsageFirmwareOk(name, series, version),
    has_l2tp: router,
    has_second_modem: facts?.secondModem ?? false,
    has_network_map: router && lan,
    has_esim: hasEsim,
    has_webfilter: router && lan,
    has_vpn: router,
    has_legacy_alerts: rutos && isLegacyAlertsFirmware(info.semver),
    has_legacy_vpn: rutos && isLegacyVpnFirmware(info.semver),
  });
}

// Fleets repeat a few hundred model × firmware pairs; the derived objects are
// frozen and shared. Bounded: the whole cache is dropped at this many entries.
const CACHE_LIMIT = 16384;
const cache = new Map<string, Map<string, [DeviceCapabilities?, DeviceCapabilities?]>>();
let cached = 0;

/**
 * Every capability the console derives for a device from its model (or order code)
 * and firmware. Never throws: an unknown model of a known family gets its series'
 * shared hardware (`inferred: true`), one outside every family none, and an unreadable
 * firmware has no firmware-dependent capabilities (`fw_version` is `null`).
 * Results are cached per model, firmware and eSIM flag and returned frozen.
 *
 * @example
 * const caps = getDeviceCapabilities({ original_model: 'RUTX110000XX', firmware: 'RUTX_R_00.07.06.3' });
 * caps.has_wifi;   // true
 * caps.sim_count;  // 2
 * caps.fw_version; // '7.6.3'
 */
export function getDeviceCapabilities(device: CapabilityDevice): DeviceCapabilities {
  const esim = device.esim === true;
  const originalModel = device.original_model ?? '';
  const firmware = device.firmware ?? '';
  let byFirmware = cache.get(originalModel);
  if (byFirmware === undefined) {
    if (cached >= CACHE_LIMIT) {
      cache.clear();
      cached = 0;
    }
    byFirmware = new Map();
    cache.set(originalModel, byFirmware);
  }
  let pair = byFirmware.get(firmware);
  if (pair === undefined) {
    pair = [undefined, undefined];
    byFirmware.set(firmware, pair);
    cached += 1;
  }
  const slot = esim ? 1 : 0;
  const hit = pair[slot];
  if (hit !== undefined) return hit;
  const result = derive(hardwareOf(originalModel), firmware, esim);
  pair[slot] = result;
  return result;
}
