import type { CompanyRow } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { companiesTexts } from './texts.js';

/** The translator of the companies texts. */
export type CompaniesTranslate = Translate<(typeof companiesTexts)['languages']['en']>;

/** The row actions column: its header and each row's buttons. */
export interface CompanyActionsColumn {
  header: string;
  cell: (company: CompanyRow) => ReactNode;
}

/** Columns of the Companies table in the user's language, with the row actions last when given. */
export function companyColumns(
  t: CompaniesTranslate,
  actions?: CompanyActionsColumn,
): DataTableColumn<CompanyRow>[] {
  const columns: DataTableColumn<CompanyRow>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (company) => (
        <HrefLink href={hrefFor('company.info', { company_id: company.id })}>{company.name}</HrefLink>
      ),
    },
    {
      id: 'parent',
      header: t('columns.parent'),
      cell: (company) =>
        company.parent_id !== null && company.parent_name !== null ? (
          <HrefLink href={hrefFor('company.info', { company_id: company.parent_id })}>
            {company.parent_name}
          </HrefLink>
        ) : (
          '—'
        ),
    },
    { id: 'level', header: t('columns.level'), sortable: true, cell: (company) => company.level },
    {
      id: 'devices_count',
      header: t('columns.devices'),
      sortable: true,
      className: 'cell-number',
      cell: (company) => company.devices_count,
    },
    {
      id: 'users_count',
      header: t('columns.users'),
      sortable: true,
      className: 'cell-number',
      cell: (company) => company.users_count,
    },
    {
      id: 'subsidiaries',
      header: t('columns.subsidiaries'),
      className: 'cell-number',
      cell: (company) =>
        company.subsidiaries_count > 0 ? (
          <HrefLink href={`${hrefFor('companies')}?parent_id=${company.id}`}>
            {company.subsidiaries_count}
          </HrefLink>
        ) : (
          0
        ),
    },
    {
      id: 'credits_left',
      header: t('columns.credits'),
      sortable: true,
      className: 'cell-number',
      cell: (company) => company.credits_left,
    },
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      cell: (company) => <DateTime value={company.created_at} />,
    },
  ];
  if (actions) columns.push({ id: 'actions', header: actions.header, cell: actions.cell, pinned: 'end' });
  return columns;
}
