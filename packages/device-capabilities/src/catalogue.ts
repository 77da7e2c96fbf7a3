import { MODELS } from './data/models.js';
import type { DeviceKind, ModelFamily } from './modelFamilies.js';

/** A model a fleet can be seeded with. */
export interface CatalogueEntry {
  readonly model: string;
  readonly family: ModelFamily;
  readonly series: string;
  readonly kind: DeviceKind;
  /** A standard order code, as devices report it in `original_model`. */
  readonly orderCode: string;
  /** A realistic current firmware string for the model. */
  readonly firmware: string;
}

/**
 * Every managed model with an example order code and a realistic current firmware
 * string, for seeding demo and test fleets. Unmanaged switches (no firmware, never
 * connect) are left out; they are still in the model table.
 *
 * @example
 * const entry = DEVICE_CATALOGUE.find((e) => e.model === 'RUTX11');
 * // { model: 'RUTX11', orderCode: 'RUTX110000XX', firmware: 'RUTX_R_00.07.19.1', ... }
 */
export const DEVICE_CATALOGUE: readonly CatalogueEntry[] = Object.freeze(
  MODELS.flatMap((facts) =>
    facts.managed && facts.firmware !== null
      ? [
          Object.freeze({
            model: facts.model,
            family: facts.family,
            series: facts.series,
            kind: facts.kind,
            orderCode: facts.orderCode,
            firmware: facts.firmware,
          }),
        ]
      : [],
  ),
);
