import type { CreditCode } from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { codesTexts } from './texts.js';

/** Columns of the Codes table in the user's language. */
export function codeColumns(
  t: Translate<(typeof codesTexts)['languages']['en']>,
): DataTableColumn<CreditCode>[] {
  return [
    {
      id: 'code',
      header: t('columns.code'),
      sortable: true,
      rowHeader: true,
      className: 'cell-mono',
      cell: (code) => <span data-help-key="codes.code">{code.code}</span>,
    },
    { id: 'type', header: t('columns.type'), cell: (code) => code.type_name },
    {
      id: 'amount',
      header: t('columns.amount'),
      sortable: true,
      cell: (code) => <span data-help-key="codes.amount">{code.amount}</span>,
    },
    { id: 'company', header: t('columns.company'), cell: (code) => code.company_name },
    { id: 'state', header: t('columns.state'), cell: (code) => t(`states.${code.state}`) },
    { id: 'comment', header: t('columns.comment'), cell: (code) => code.comment || '—' },
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      cell: (code) => <DateTime value={code.created_at} />,
    },
  ];
}
