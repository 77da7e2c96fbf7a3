import { formatNumber, useI18nLanguage } from '@netfleet/ui-kit';

/** How the device's charts and readings write their values. */
export interface MetricFormats {
  /** A signal level: `-71 dBm`. */
  dbm(value: number): string;
  /** A ratio in decibels: `12 dB`. */
  db(value: number): string;
  /** A temperature: `41.5 °C` (`41,5 °C` in Norwegian). */
  celsius(value: number): string;
  /** A share given in percent: `35 %`. */
  percent(value: number): string;
  /** A plain number: `12`, `3.5`. */
  number(value: number): string;
}

/** One set per language, so that a chart's `formatValue` keeps its identity across renders. */
const BY_LANGUAGE = new Map<string, MetricFormats>();

/** The formats in `language`: at most one decimal, without a trailing zero, its decimal separator. */
export function metricFormats(language: string): MetricFormats {
  let formats = BY_LANGUAGE.get(language);
  if (!formats) {
    const number = (value: number) => formatNumber(value, { language });
    formats = {
      dbm: (value) => `${number(value)} dBm`,
      db: (value) => `${number(value)} dB`,
      celsius: (value) => `${number(value)} °C`,
      percent: (value) => `${number(value)} %`,
      number,
    };
    BY_LANGUAGE.set(language, formats);
  }
  return formats;
}

/** {@link metricFormats} in the user's language. */
export function useMetricFormats(): MetricFormats {
  return metricFormats(useI18nLanguage().language);
}
