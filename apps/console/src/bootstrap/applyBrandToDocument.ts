import type { BrandConfig } from '@netfleet/permissions';

/** The custom property every brand sets: its main colour, for styles that name the brand's colour. */
export const BRAND_COLOR_PROPERTY = '--nf-brand-main-color';

/** The ui-kit's primary colours, which a reseller brand's main colour replaces. */
const PRIMARY_PROPERTIES = ['--nf-color-primary', '--nf-color-primary-hover'] as const;

/**
 * Puts a brand on the page: its main colour as {@link BRAND_COLOR_PROPERTY} and, for a reseller
 * brand, as the primary colour of every button and link (the default brand keeps the ui-kit's
 * palette, made for light and dark mode alike); `data-brand` on the root; a reseller's favicon.
 * The document title follows the brand in the root route. Applying the default brand again
 * undoes a reseller's.
 */
export function applyBrandToDocument(doc: Document, brand: BrandConfig): void {
  const root = doc.documentElement;
  root.dataset.brand = brand.default ? 'default' : 'reseller';
  root.style.setProperty(BRAND_COLOR_PROPERTY, brand.main_color);
  for (const property of PRIMARY_PROPERTIES) {
    if (brand.default) root.style.removeProperty(property);
    else root.style.setProperty(property, brand.main_color);
  }
  if (brand.default) root.style.removeProperty('--nf-color-primary-text');
  else root.style.setProperty('--nf-color-primary-text', '#ffffff');
  if (brand.default) return;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.removeAttribute('type');
  icon.href = brand.favicon;
}
