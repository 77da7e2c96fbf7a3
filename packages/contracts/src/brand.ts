import * as v from 'valibot';

/** A device model whose picture a brand replaces. */
const BrandedDeviceSchema = v.object({
  original_model: v.string(),
  branded_model_image: v.string(),
});

/** A device series a brand renames (`RUTX` → `ACX`). */
const BrandedDeviceSeriesSchema = v.object({
  original: v.string(),
  branded: v.string(),
});

/**
 * A reseller brand configuration (forms-modals-and-capabilities §3), the shape of the
 * permissions package's `BrandConfig`. `main_color` is a `#rrggbb` colour: the console puts it
 * into a CSS custom property, so nothing else may pass.
 */
export const BrandConfigSchema = v.object({
  main_color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'main_color must be a #rrggbb colour')),
  company_name: v.string(),
  app_name: v.string(),
  full_app_name: v.string(),
  logo_subtext: v.nullable(v.string()),
  title_text: v.string(),
  buy_link: v.nullable(v.string()),
  buy_notice: v.nullable(v.string()),
  disabled_routes: v.array(v.string()),
  branded_devices: v.array(BrandedDeviceSchema),
  branded_device_series: v.array(BrandedDeviceSeriesSchema),
  favicon: v.string(),
  logo_vector: v.string(),
  dark_mode_text_color: v.string(),
  default: v.boolean(),
});
export type BrandConfigPayload = v.InferOutput<typeof BrandConfigSchema>;

/** `GET /brand` body: the brand of the signed-in user's company (the default one before sign-in). */
export const BrandResponseSchema = v.object({ data: BrandConfigSchema });
