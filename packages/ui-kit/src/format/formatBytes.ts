import { formatNumber } from './formatNumber.js';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * Formats a byte count in 1024 steps with the units Bytes, KB, MB, GB and TB.
 * Trailing zeros of the fraction are dropped (`1.5 KB`, `1 MB`). Unknown values
 * (`null`, `undefined`, `NaN`, infinite or negative numbers) give `'-'`. The number takes the
 * decimal separator of `language` (`1,5 KB` in Norwegian and Ukrainian); the units are the
 * specification's in every language.
 *
 * @param decimals Fraction digits at most. Defaults to `2`.
 * @param language The user's language (BCP 47). Defaults to `'en'`.
 * @example
 * formatBytes(1536);        // '1.5 KB'
 * formatBytes(1536, 2, 'nb'); // '1,5 KB'
 * formatBytes(2048 * 1024 ** 4); // '2048 TB' (TB is the largest unit)
 * formatBytes(null);        // '-'
 */
export function formatBytes(bytes: number | null | undefined, decimals = 2, language = 'en'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes === 0) return '0 Bytes';
  const digits = Math.max(0, decimals);
  let index = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1));
  // parseFloat drops the trailing zeros toFixed leaves behind.
  let value = Number.parseFloat((bytes / STEP ** index).toFixed(digits));
  // 1048575 bytes rounds to 1024 KB: say 1 MB instead.
  if (value >= STEP && index < UNITS.length - 1) {
    index += 1;
    value = Number.parseFloat((bytes / STEP ** index).toFixed(digits));
  }
  return `${formatNumber(value, { language, maximumFractionDigits: digits })} ${UNITS[index]}`;
}
