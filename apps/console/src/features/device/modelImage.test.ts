import { DEFAULT_BRAND } from '@netfleet/permissions';
import { describe, expect, it } from 'vitest';
import { modelImage } from './modelImage.js';

describe('modelImage', () => {
  it("draws a model with its family's picture, and an unknown one with the generic device", () => {
    expect(modelImage(DEFAULT_BRAND, { original_model: 'RUTX110000XX', model: 'RUTX11' })).toBe(
      '/models/rut.svg',
    );
    expect(modelImage(DEFAULT_BRAND, { original_model: 'TRB140003000', model: 'TRB140' })).toBe(
      '/models/trb.svg',
    );
    expect(modelImage(DEFAULT_BRAND, { original_model: 'XYZ', model: 'XYZ' })).toBe('/models/device.svg');
  });

  it("takes the brand's picture for the model the device reports", () => {
    const brand = {
      branded_devices: [
        { original_model: 'RUTX110000XX', branded_model_image: 'https://brand.example/acx11.png' },
      ],
    };
    expect(modelImage(brand, { original_model: 'RUTX110000XX', model: 'RUTX11' })).toBe(
      'https://brand.example/acx11.png',
    );
    expect(modelImage(brand, { original_model: 'RUTX120000XX', model: 'RUTX12' })).toBe('/models/rut.svg');
  });
});
