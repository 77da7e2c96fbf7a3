import { useMemo } from 'react';
import type { FeatureTexts, TextTree } from '../../i18n/defineTexts.js';
import { type TextValues, useTexts } from '../../i18n/useTexts.js';
import { formatCount } from './listFormat.js';

/** The keys a list feature's texts hold for its page (counts as `count_one`/`count_other` with `{{n}}`). */
export interface ListTextTree extends TextTree {
  readonly title: string;
  readonly count_one: string;
  readonly count_other: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly empty: string;
}

/** The text props of a `ListView`, in the user's language. */
export interface ListViewTexts {
  title: string;
  caption: string;
  countText: (total: number) => string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
}

/**
 * A list feature's page texts as `ListView` props: its title (also the table's name), the
 * counted "12 tags", the search box's label and placeholder, the empty text.
 *
 * @example
 * <ListView {...useListLabels(tagsTexts)} columns={columns} … />
 */
export function useListLabels<T extends ListTextTree>(texts: FeatureTexts<T>): ListViewTexts {
  // The keys are the ones ListTextTree requires of every list feature.
  const t = useTexts(texts) as unknown as (key: string, values?: TextValues) => string;
  return useMemo(
    () => ({
      title: t('title'),
      caption: t('title'),
      countText: (count: number) => t('count', { count, n: formatCount(count) }),
      searchLabel: t('searchLabel'),
      searchPlaceholder: t('searchPlaceholder'),
      emptyText: t('empty'),
    }),
    [t],
  );
}
