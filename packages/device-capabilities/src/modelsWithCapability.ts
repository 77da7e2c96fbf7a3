import { MODELS, type ModelFacts } from './data/models.js';

/**
 * The hardware capabilities a device list can filter on: those a model alone decides (an eSIM
 * also needs the device to report one; the list adds that condition itself).
 */
export const MODEL_CAPABILITY_FLAGS = [
  'has_gps',
  'has_wifi',
  'has_mobile',
  'has_esim',
  'has_io',
  'has_second_modem',
  'has_lan',
] as const;

/** One of {@link MODEL_CAPABILITY_FLAGS}. */
export type ModelCapabilityFlag = (typeof MODEL_CAPABILITY_FLAGS)[number];

/** Whether a model's hardware has each flag. */
const HAS: Readonly<Record<ModelCapabilityFlag, (facts: ModelFacts) => boolean>> = {
  has_gps: (facts) => facts.gps,
  has_wifi: (facts) => facts.wifi,
  has_mobile: (facts) => facts.mobile,
  has_esim: (facts) => facts.mobile,
  has_io: (facts) => facts.io,
  has_second_modem: (facts) => facts.secondModem,
  has_lan: (facts) => facts.ports > 0 && facts.kind !== 'access_point',
};

/**
 * The model names of the model table whose hardware has `flag` (for `has_esim`: the mobile
 * models, the ones that can carry an eSIM), so a list filters by capability as `model in (…)`.
 * Wi-Fi is the radio's presence; firmware rules that switch it off are not applied here.
 *
 * @example
 * modelsWithCapability('has_gps').includes('RUTX11'); // true
 */
export function modelsWithCapability(flag: ModelCapabilityFlag): string[] {
  return MODELS.filter(HAS[flag]).map((facts) => facts.model);
}
