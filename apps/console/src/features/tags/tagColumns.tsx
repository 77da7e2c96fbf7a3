import type { TagRow } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { tagsTexts } from './texts.js';

/** Columns of the Tags table in the user's language. */
export function tagColumns(t: Translate<(typeof tagsTexts)['languages']['en']>): DataTableColumn<TagRow>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (tag) => <HrefLink href={hrefFor('tag.single', { id: tag.id })}>{tag.name}</HrefLink>,
    },
    { id: 'company', header: t('columns.company'), cell: (tag) => tag.company_name },
    { id: 'description', header: t('columns.description'), cell: (tag) => tag.description || '—' },
    {
      id: 'color',
      header: t('columns.color'),
      cell: (tag) => (
        <span className="tag-color">
          <span className="tag-color__swatch" style={{ backgroundColor: tag.color }} aria-hidden="true" />
          <code>{tag.color}</code>
        </span>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      cell: (tag) => <DateTime value={tag.created_at} />,
    },
  ];
}
