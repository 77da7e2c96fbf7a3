import type { DeviceDetail } from '@netfleet/contracts';
import { simSlotLabel } from '@netfleet/device-capabilities';

/**
 * The label of the SIM slot a device uses (spec §4: 0 and 2 → SIM 2, 1 → SIM 1, eSIM slots
 * → eSIM), or `null` when it reported none. The slot is an eSIM one when the ICCID in use is
 * one of the device's eSIM profiles.
 */
export function simSlotText(
  device: Pick<DeviceDetail, 'sim_slot' | 'iccid' | 'esim_profiles'>,
): string | null {
  if (device.sim_slot === null) return null;
  const onEsim =
    device.iccid !== null && (device.esim_profiles ?? []).some((profile) => profile.iccid === device.iccid);
  return simSlotLabel(device.sim_slot, onEsim);
}
