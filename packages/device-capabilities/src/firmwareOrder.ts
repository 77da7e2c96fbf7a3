import { parseFirmware } from './parseFirmware.js';

/**
 * A firmware's version as one comparable number, major·10000 + minor·100 + patch
 * (`RUT9_R_00.07.06.10` → 70610), the `firmware_order` the server stores so that "below
 * version" is an indexed range; 0 when the string is not a firmware.
 *
 * @example
 * firmwareOrder('RUTX_R_00.07.19.1'); // 71901
 * firmwareOrder('unknown');           // 0
 */
export function firmwareOrder(firmware: string): number {
  const info = parseFirmware(firmware);
  if (info === null) return 0;
  const { major, minor, patch } = info.semver;
  return major * 10000 + minor * 100 + patch;
}
