import { useMemo } from 'react';
import { useTexts } from '../i18n/useTexts.js';
import type { HelpEntry } from './helpData.js';
import { helpTexts } from './texts.js';

const REPORT_KEYS = ['report.devices', 'report.period', 'report.data-usage', 'report.uptime'] as const;

/**
 * Keys of the help topics of the help-panel pages (their terms and descriptions are
 * `helpTexts`' `topics.<key>`), until the pages themselves provide theirs from their
 * options and tables (spec §2.1).
 */
export const HELP_TOPIC_KEYS: Readonly<Record<string, readonly string[]>> = {
  'reports.single': REPORT_KEYS,
  'reports.periodic.day': REPORT_KEYS,
  'reports.periodic.week': REPORT_KEYS,
  'reports.periodic.month': REPORT_KEYS,
  'statistics.connection-manager': ['cm.connections', 'cm.failures'],
  'services.credit-codes': ['codes.code', 'codes.amount'],
  'services.credit-history': ['credits.type', 'credits.left'],
  'services.data-overview': ['data.remaining'],
  'services.data-history': ['data.purchase'],
};

const NO_TOPICS: readonly HelpEntry[] = [];

/** The help topics of a route in the current language; none for a route without any. */
export function useHelpTopics(routeName: string | undefined): readonly HelpEntry[] {
  // The keys come from the table above, so the typed key union cannot check them here:
  // `helpTopics.test.ts` does.
  const t = useTexts(helpTexts) as unknown as (key: string) => string;
  const keys = HELP_TOPIC_KEYS[routeName ?? ''];
  return useMemo(
    () =>
      keys
        ? keys.map((key) => ({
            key,
            term: t(`topics.${key}.term`),
            description: t(`topics.${key}.description`),
          }))
        : NO_TOPICS,
    [keys, t],
  );
}
