import { firmwareOrder, latestFirmware } from '@netfleet/device-capabilities';

/**
 * The newest public firmware of the device's model when it is newer than what the device runs
 * (`RUTX_R_00.07.20` for a RUTX11 on `RUTX_R_00.07.06.3`), else null: already current, no
 * firmware known for the model, or a firmware string that does not read as a version.
 */
export function availableFirmware(model: string, firmware: string): string | null {
  const latest = latestFirmware(model);
  if (latest === null) return null;
  const running = firmwareOrder(firmware);
  return running > 0 && firmwareOrder(latest) > running ? latest : null;
}
