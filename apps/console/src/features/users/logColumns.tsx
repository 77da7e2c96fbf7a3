import {
  IMPERSONATION_END_REASONS,
  type ImpersonationLogRow,
  type UserMoveLogRow,
} from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { impersonationLogsTexts, userMoveLogsTexts } from './logTexts.js';

/** Columns of the move log: user, from, to, by whom, when. */
export function userMoveLogColumns(
  t: Translate<(typeof userMoveLogsTexts)['languages']['en']>,
): DataTableColumn<UserMoveLogRow>[] {
  return [
    {
      id: 'user_email',
      header: t('columns.user'),
      sortable: true,
      rowHeader: true,
      cell: (row) => (row.user_id === null ? `${row.user_email} ${t('gone')}` : row.user_email),
    },
    { id: 'from', header: t('columns.from'), cell: (row) => row.from_company_name },
    { id: 'to', header: t('columns.to'), cell: (row) => row.to_company_name },
    { id: 'moved_by', header: t('columns.movedBy'), cell: (row) => row.moved_by_email },
    {
      id: 'created_at',
      header: t('columns.time'),
      sortable: true,
      cell: (row) => <DateTime value={row.created_at} />,
    },
  ];
}

type EndReason = (typeof IMPERSONATION_END_REASONS)[number];
const isEndReason = (value: string | null): value is EndReason =>
  value !== null && (IMPERSONATION_END_REASONS as readonly string[]).includes(value);

/** Columns of the impersonation log: who, whom (and its company), from when to when, how it ended. */
export function impersonationLogColumns(
  t: Translate<(typeof impersonationLogsTexts)['languages']['en']>,
): DataTableColumn<ImpersonationLogRow>[] {
  return [
    {
      id: 'impersonator',
      header: t('columns.impersonator'),
      rowHeader: true,
      cell: (row) => `${row.impersonator_name} (${row.impersonator_email})`,
    },
    {
      id: 'user_email',
      header: t('columns.user'),
      sortable: true,
      cell: (row) => `${row.user_name} (${row.user_email})`,
    },
    { id: 'company', header: t('columns.company'), cell: (row) => row.company_name },
    {
      id: 'started_at',
      header: t('columns.started'),
      sortable: true,
      cell: (row) => <DateTime value={row.started_at} />,
    },
    {
      id: 'ended_at',
      header: t('columns.ended'),
      cell: (row) => (row.ended_at ? <DateTime value={row.ended_at} /> : t('ongoing')),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: (row) => (isEndReason(row.end_reason) ? t(`reasons.${row.end_reason}`) : (row.end_reason ?? '—')),
    },
  ];
}
