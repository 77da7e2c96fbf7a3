import { formatBytes, useI18nLanguage } from '@netfleet/ui-kit';
import { useCallback } from 'react';

/**
 * `formatBytes` in the user's language (its decimal separator: `1,5 KB` in Norwegian), the
 * same function until the language changes.
 */
export function useFormatBytes(): (bytes: number | null | undefined) => string {
  const { language } = useI18nLanguage();
  return useCallback((bytes: number | null | undefined) => formatBytes(bytes, 2, language), [language]);
}
