import { FIRMWARE_RELEASES } from './data/firmwareReleases.js';
import { resolveModel } from './resolveModel.js';

/**
 * The newest public firmware string for a model's build family (`RUTX11` → `RUTX_R_00.07.20`),
 * from {@link FIRMWARE_RELEASES} (each with its source). Takes a model name or an order code.
 * `null` for an unknown model or one without firmware (unmanaged switches). Whether a device
 * needs it is a comparison with its own firmware (`firmwareOrder`), left to the caller.
 *
 * @example
 * latestFirmware('RUTX110000XX'); // 'RUTX_R_00.07.20'
 * latestFirmware('ACME-1'); // null
 */
export function latestFirmware(model: string): string | null {
  const prefix = resolveModel(model)?.firmwarePrefix;
  if (prefix === undefined || prefix === null) return null;
  return FIRMWARE_RELEASES[prefix]?.firmware ?? null;
}
