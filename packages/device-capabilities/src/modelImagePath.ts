import { familyOf } from './modelFamilies.js';
import { normalizeModel } from './resolveModel.js';

/**
 * Where the console serves the drawing of a model: its family's (`RUTX11` → `/models/rut.svg`,
 * `ATRM50` → `/models/atrm.svg`), or `/models/device.svg` outside every family. Takes a model
 * name or an order code. The brand configuration's `branded_devices` overrides it.
 *
 * @example
 * modelImagePath('TRB140003000'); // '/models/trb.svg'
 */
export function modelImagePath(model: string | null | undefined): string {
  const family = familyOf(normalizeModel(model ?? ''));
  return family === null ? '/models/device.svg' : `/models/${family.toLowerCase()}.svg`;
}
