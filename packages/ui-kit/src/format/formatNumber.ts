/** Number formats by language and fraction digits: building one costs more than using it. */
const FORMATS = new Map<string, Intl.NumberFormat>();

/** Options of {@link formatNumber}. */
export interface NumberFormatOptions {
  /** The user's language (BCP 47); its decimal separator is used. Defaults to `'en'`. */
  language?: string;
  /** Fraction digits at most; trailing zeros are dropped. Defaults to `1`. */
  maximumFractionDigits?: number;
}

/**
 * A measured value in the user's language: its decimal separator (`41.5` in English and
 * Japanese, `41,5` in Norwegian and Ukrainian), at most `maximumFractionDigits` decimals, no
 * digit grouping (readings and unit values are short; `1023 Bytes` stays one word). Negative
 * values keep the ASCII hyphen that the console's other texts use (`-71 dBm`), where some
 * languages' format has the minus sign U+2212.
 *
 * @example
 * formatNumber(41.25);                     // '41.3'
 * formatNumber(41.25, { language: 'nb' }); // '41,3'
 * formatNumber(-71, { language: 'uk' });   // '-71'
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const language = options.language ?? 'en';
  const digits = Math.max(0, options.maximumFractionDigits ?? 1);
  const key = `${language}\u0000${digits}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false });
    FORMATS.set(key, format);
  }
  return format.format(value).replace('\u2212', '-');
}
