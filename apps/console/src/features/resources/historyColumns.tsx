import { CREDIT_REASONS, type CreditReason, type CreditTransaction } from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { creditHistoryTexts } from './historyTexts.js';

type HistoryTranslate = Translate<(typeof creditHistoryTexts)['languages']['en']>;

/** A reason of the ledger in words; a word the console does not know is shown as stored. */
export function reasonText(t: HistoryTranslate, reason: string): string {
  return (CREDIT_REASONS as readonly string[]).includes(reason)
    ? t(`reasons.${reason as CreditReason}`)
    : reason;
}

/** The change with its sign: `+25`, `−1`. */
function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : `\u2212${Math.abs(delta)}`;
}

/** Columns of the credit history; the company column only where several companies show. */
export function historyColumns(
  t: HistoryTranslate,
  options: { showCompany: boolean },
): DataTableColumn<CreditTransaction>[] {
  return [
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      rowHeader: true,
      cell: (row) => <DateTime value={row.created_at} />,
    },
    ...(options.showCompany
      ? [{ id: 'company', header: t('columns.company'), cell: (row: CreditTransaction) => row.company_name }]
      : []),
    { id: 'type', header: t('columns.type'), cell: (row) => row.type_name },
    {
      id: 'delta',
      header: t('columns.change'),
      className: 'cell-number',
      cell: (row) => (
        <span className={row.delta < 0 ? 'credit-delta--out' : 'credit-delta--in'}>{signed(row.delta)}</span>
      ),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: (row) => <span data-help-key="data.purchase">{reasonText(t, row.reason)}</span>,
    },
    { id: 'who', header: t('columns.who'), cell: (row) => row.user_email ?? t('system') },
    { id: 'reference', header: t('columns.reference'), cell: (row) => row.reference ?? '—' },
    {
      id: 'price',
      header: t('columns.price'),
      cell: (row) =>
        row.price === null ? '—' : `${row.price}${row.proforma_number ? ` (${row.proforma_number})` : ''}`,
    },
  ];
}
