/** The theme the console runs under (console-shell-and-session §3). */
export interface Theme {
  /** True for the product's own brand; reseller brands are not default. */
  readonly default: boolean;
  /** Route names switched off: their navigation items hide and they redirect to the landing page. */
  readonly disabled_routes: readonly string[];
  /** Company data and the resource summary are shown. */
  readonly showData: boolean;
  /** Where the buy link points; `null` for none. */
  readonly buy_link: string | null;
}

/** A device model whose picture a brand replaces. */
export interface BrandedDevice {
  readonly original_model: string;
  readonly branded_model_image: string;
}

/** A device series a brand renames (`RUTX` → `ACX`). */
export interface BrandedDeviceSeries {
  readonly original: string;
  readonly branded: string;
}

/** A reseller brand configuration (forms-modals-and-capabilities §3). */
export interface BrandConfig {
  readonly main_color: string;
  readonly company_name: string;
  readonly app_name: string;
  readonly full_app_name: string;
  readonly logo_subtext: string | null;
  readonly title_text: string;
  /** The customer-support page, linked as the buy link. */
  readonly buy_link: string | null;
  readonly buy_notice: string | null;
  readonly disabled_routes: readonly string[];
  readonly branded_devices: readonly BrandedDevice[];
  readonly branded_device_series: readonly BrandedDeviceSeries[];
  readonly favicon: string;
  readonly logo_vector: string;
  readonly dark_mode_text_color: string;
  readonly default: boolean;
}

/** Netfleet's own brand. Like every brand config it disables `remote.mobile`. */
export const DEFAULT_BRAND: BrandConfig = Object.freeze({
  main_color: '#1769aa',
  company_name: 'Netfleet',
  app_name: 'Netfleet',
  full_app_name: 'Netfleet Console',
  logo_subtext: null,
  title_text: 'Netfleet',
  buy_link: 'https://netfleet.dev/support',
  buy_notice: null,
  disabled_routes: Object.freeze(['remote.mobile']),
  branded_devices: Object.freeze([]),
  branded_device_series: Object.freeze([]),
  favicon: '/favicon.ico',
  logo_vector: '/logo.svg',
  dark_mode_text_color: '#e6edf3',
  default: true,
});

/**
 * The theme of a brand. The data feature (company data, resource summary) is shown
 * unless the brand disables `remote.access`.
 *
 * @example
 * themeFromBrand({ ...DEFAULT_BRAND, default: false, disabled_routes: ['remote.access'] }).showData; // false
 */
export function themeFromBrand(brand: BrandConfig): Theme {
  return Object.freeze({
    default: brand.default,
    disabled_routes: brand.disabled_routes,
    showData: !brand.disabled_routes.includes('remote.access'),
    buy_link: brand.buy_link,
  });
}

/** The theme of {@link DEFAULT_BRAND}. */
export const DEFAULT_THEME: Theme = themeFromBrand(DEFAULT_BRAND);

/**
 * A model name as the brand shows it: the longest branded series the model starts
 * with is replaced (`RUTX11` → `ACX11` when `RUTX` is branded `ACX`). Unchanged when
 * the brand renames none.
 */
export function brandedModel(
  brand: Pick<BrandConfig, 'branded_device_series'>,
  originalModel: string,
): string {
  let best: BrandedDeviceSeries | undefined;
  for (const series of brand.branded_device_series) {
    if (
      originalModel.startsWith(series.original) &&
      (best === undefined || series.original.length > best.original.length)
    ) {
      best = series;
    }
  }
  return best === undefined ? originalModel : best.branded + originalModel.slice(best.original.length);
}

/** The picture the brand shows for a model, or `undefined` for the stock one. */
export function brandedModelImage(
  brand: Pick<BrandConfig, 'branded_devices'>,
  originalModel: string,
): string | undefined {
  return brand.branded_devices.find((device) => device.original_model === originalModel)?.branded_model_image;
}
