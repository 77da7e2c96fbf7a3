import { monitoringTypeById } from '@netfleet/device-capabilities';
import type { Translate } from '../../../i18n/useTexts.js';
import type { deviceMonitoringTexts } from './texts.js';

type MonitoringTexts = (typeof deviceMonitoringTexts)['languages']['en'];

/** A monitoring type's name in the user's language by config id ("Type 9" for an unknown one). */
export function monitoringTypeName(t: Translate<MonitoringTexts>, configId: number): string {
  const type = monitoringTypeById(configId);
  return type ? t(`types.${type.key}`) : t('types.unknown', { id: configId });
}

/**
 * An interval in its largest whole unit: 300 → "5 min", 1296000 → "15 d", 90 → "90 s".
 *
 * @example
 * formatInterval(t, 3600); // "1 h"
 */
export function formatInterval(t: Translate<MonitoringTexts>, seconds: number): string {
  if (seconds > 0 && seconds % 86_400 === 0) return t('interval.days', { n: seconds / 86_400 });
  if (seconds > 0 && seconds % 3_600 === 0) return t('interval.hours', { n: seconds / 3_600 });
  if (seconds > 0 && seconds % 60 === 0) return t('interval.minutes', { n: seconds / 60 });
  return t('interval.seconds', { n: seconds });
}
