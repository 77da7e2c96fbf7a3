import { modelImagePath } from '@netfleet/device-capabilities';
import { type BrandConfig, brandedModelImage } from '@netfleet/permissions';

/**
 * The picture of a device's model: the brand's own for that model (`branded_devices`, by the
 * model the device reports), else the drawing of the model's family that the console serves
 * (`/models/rut.svg`; `/models/device.svg` outside every family).
 *
 * @example
 * modelImage(DEFAULT_BRAND, { original_model: 'RUTX110000XX', model: 'RUTX11' }); // '/models/rut.svg'
 */
export function modelImage(
  brand: Pick<BrandConfig, 'branded_devices'>,
  device: { original_model: string; model: string },
): string {
  return (
    brandedModelImage(brand, device.original_model) ?? modelImagePath(device.original_model || device.model)
  );
}
