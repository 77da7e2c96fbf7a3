import type { Translate } from '../../../i18n/useTexts.js';
import type { deviceLocationTexts } from './texts.js';

type Texts = (typeof deviceLocationTexts)['languages']['en'];

/** A position's source in words: GPS, cell (approximate), set by hand; anything else "Unknown". */
export function sourceLabel(t: Translate<Texts>, source: string | null | undefined): string {
  if (source === 'gps') return t('source.gps');
  if (source === 'cell') return t('source.cell');
  if (source === 'manual') return t('source.manual');
  return t('source.unknown');
}
