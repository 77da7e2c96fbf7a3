import { describe, expect, it } from 'vitest';
import { brandedModel, brandedModelImage, DEFAULT_BRAND, DEFAULT_THEME, themeFromBrand } from './theme.js';
import {
  canSeeBuyLink,
  canSeeCompanyData,
  canSeeCompanyLink,
  canSeeResourceSummary,
  shouldLoadCompanyAndCredits,
  showPaymentControls,
} from './visibility.js';

describe('brand configuration', () => {
  it('has every field of the spec', () => {
    expect(Object.keys(DEFAULT_BRAND).sort()).toEqual(
      [
        'main_color',
        'company_name',
        'app_name',
        'full_app_name',
        'logo_subtext',
        'title_text',
        'buy_link',
        'buy_notice',
        'disabled_routes',
        'branded_devices',
        'branded_device_series',
        'favicon',
        'logo_vector',
        'dark_mode_text_color',
        'default',
      ].sort(),
    );
  });

  it('is Netfleet, disables remote.mobile and links customer support as the buy link', () => {
    expect(DEFAULT_BRAND).toMatchObject({
      app_name: 'Netfleet',
      default: true,
      disabled_routes: ['remote.mobile'],
    });
    expect(DEFAULT_BRAND.buy_link).toMatch(/support/);
  });

  it('makes the default theme', () => {
    expect(DEFAULT_THEME).toEqual({
      default: true,
      disabled_routes: ['remote.mobile'],
      showData: true,
      buy_link: DEFAULT_BRAND.buy_link,
    });
  });

  it('hides the data feature when remote.access is disabled', () => {
    const brand = { ...DEFAULT_BRAND, default: false, disabled_routes: ['remote.mobile', 'remote.access'] };
    expect(themeFromBrand(brand)).toMatchObject({ default: false, showData: false });
  });
});

describe('brandedModel', () => {
  const brand = {
    ...DEFAULT_BRAND,
    branded_device_series: [
      { original: 'RUT', branded: 'ACR' },
      { original: 'RUTX', branded: 'ACX' },
    ],
    branded_devices: [{ original_model: 'RUTX11', branded_model_image: '/img/acx11.png' }],
  };

  it('renames the longest branded series', () => {
    expect(brandedModel(brand, 'RUTX11')).toBe('ACX11');
    expect(brandedModel(brand, 'RUT955')).toBe('ACR955');
  });

  it('leaves other models alone', () => {
    expect(brandedModel(brand, 'TRB140')).toBe('TRB140');
    expect(brandedModel(DEFAULT_BRAND, 'RUTX11')).toBe('RUTX11');
  });

  it('finds the branded picture of a model', () => {
    expect(brandedModelImage(brand, 'RUTX11')).toBe('/img/acx11.png');
    expect(brandedModelImage(brand, 'RUTX12')).toBeUndefined();
  });
});

describe('visibility rules', () => {
  const noData = { ...DEFAULT_THEME, showData: false };
  const reseller = { ...DEFAULT_THEME, default: false };

  it('needs view_companies for the company link', () => {
    expect(canSeeCompanyLink({ permissions: ['view_companies'] })).toBe(true);
    expect(canSeeCompanyLink({ permissions: [] })).toBe(false);
  });

  it('needs view_companies and showData for company data', () => {
    expect(canSeeCompanyData({ permissions: ['view_companies'] }, DEFAULT_THEME)).toBe(true);
    expect(canSeeCompanyData({ permissions: ['view_companies'] }, noData)).toBe(false);
    expect(canSeeCompanyData({ permissions: [] }, DEFAULT_THEME)).toBe(false);
  });

  it('needs view_credits_summary and showData for the resource summary', () => {
    expect(canSeeResourceSummary({ permissions: ['view_credits_summary'] }, DEFAULT_THEME)).toBe(true);
    expect(canSeeResourceSummary({ permissions: ['view_credits_summary'] }, noData)).toBe(false);
    expect(canSeeResourceSummary({ permissions: [] }, DEFAULT_THEME)).toBe(false);
  });

  it('needs the default theme and show_payment for the buy link', () => {
    expect(canSeeBuyLink({ permissions: [], show_payment: true }, DEFAULT_THEME)).toBe(true);
    expect(canSeeBuyLink({ permissions: [], show_payment: true }, reseller)).toBe(false);
    expect(canSeeBuyLink({ permissions: [], show_payment: false }, DEFAULT_THEME)).toBe(false);
    expect(canSeeBuyLink({ permissions: [] }, DEFAULT_THEME)).toBe(false);
  });

  it('skips company and credit loads for company_id 0', () => {
    expect(shouldLoadCompanyAndCredits({ permissions: [], company_id: 0 })).toBe(false);
    expect(shouldLoadCompanyAndCredits({ permissions: [], company_id: 5 })).toBe(true);
  });

  it('shows payment controls at company level 1 only', () => {
    expect(showPaymentControls({ permissions: [], company_level: 1 })).toBe(true);
    expect(showPaymentControls({ permissions: [], company_level: 2 })).toBe(false);
    expect(showPaymentControls({ permissions: [] })).toBe(false);
  });
});
