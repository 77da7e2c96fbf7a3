import '@netfleet/forms/styles.css';
import {
  companyCreditsQueryOptions,
  creditForecastQueryOptions,
  useApiClient,
} from '@netfleet/api-client/react';
import { CREDIT_FORECAST_WARN_DAYS, type CreditBalance, type CreditTypeForecast } from '@netfleet/contracts';
import { ItemSelect } from '@netfleet/forms';
import { Alert, DataTable, type DataTableColumn, FormField, formatDate, Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan, useCurrentUser } from '../../session/useCurrentUser.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { companyDataForm } from '../companies/companyDataForm.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { addResourcesForm } from './addResourcesForm.js';
import { moveResourcesForm } from './moveResourcesForm.js';
import { resourcesTexts } from './texts.js';
import './resources.css';
import { LoadFailed } from '../../components/LoadFailed.js';
import { useFormatBytes } from '../../components/useFormatBytes.js';

const DAY_MS = 86_400_000;

/** A balance with its forecast (none while the forecast loads or when it failed). */
type BalanceRow = CreditBalance & { forecast: CreditTypeForecast | undefined };

/** Props of {@link CompanyCreditsView}. */
export interface CompanyCreditsViewProps {
  /** The company shown; the user's own without one. */
  companyId?: number;
  /** Offers a company picker (the resources page; not a company's own tab). */
  onCompanyChange?: (companyId: number | undefined) => void;
  title: string;
  /** 2 inside a page that has its `h1` already. Defaults to 1. */
  headingLevel?: 1 | 2;
}

/**
 * A company's resources: the balance of every credit type with its burn-down forecast
 * ("Runs out on <date>", the renewals per 30 days and last month's use), the company data
 * left, and the actions the user may take: Add resources, Move resources, Company data
 * conversion (each opens its form for this company; the server checks the same permission).
 */
export function CompanyCreditsView({
  companyId,
  onCompanyChange,
  title,
  headingLevel = 1,
}: CompanyCreditsViewProps) {
  const t = useTexts(resourcesTexts);
  const formatBytes = useFormatBytes();
  const client = useApiClient();
  const user = useCurrentUser();
  const can = useCan();
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies);
  const balances = useQuery(companyCreditsQueryOptions(client, companyId));
  const forecast = useQuery(creditForecastQueryOptions(client, companyId));
  const add = useConsoleForm(addResourcesForm);
  const move = useConsoleForm(moveResourcesForm);
  const convert = useConsoleForm(companyDataForm);
  const shownId = balances.data?.company_id ?? companyId ?? user.company_id;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();

  const columns = useMemo((): DataTableColumn<BalanceRow>[] => {
    const runsOut = (row: BalanceRow) => {
      if (!row.forecast) return forecast.isError ? '—' : '…';
      if (row.forecast.renewing_devices === 0) return t('noRenewals');
      if (row.forecast.runs_out_at === null) return t('lasts');
      const date = formatDate(row.forecast.runs_out_at, { timeZone });
      const soon = Date.parse(row.forecast.runs_out_at) - Date.now() <= CREDIT_FORECAST_WARN_DAYS * DAY_MS;
      return soon ? (
        <strong className="credit-forecast--soon">{t('runsOutSoon', { date })}</strong>
      ) : (
        t('runsOutOn', { date })
      );
    };
    return [
      {
        id: 'type',
        header: <span data-help-key="credits.type">{t('columns.type')}</span>,
        rowHeader: true,
        cell: (row) => row.type_name,
      },
      {
        id: 'left',
        header: <span data-help-key="credits.left">{t('columns.left')}</span>,
        className: 'cell-number',
        cell: (row) => row.credits_left,
      },
      {
        id: 'renewing',
        header: t('columns.renewing'),
        className: 'cell-number',
        cell: (row) => row.forecast?.renewing_devices ?? '—',
      },
      {
        id: 'per_30_days',
        header: t('columns.perMonth'),
        className: 'cell-number',
        cell: (row) => row.forecast?.per_30_days ?? '—',
      },
      {
        id: 'used',
        header: t('columns.used'),
        className: 'cell-number',
        cell: (row) => row.forecast?.used_last_30_days ?? '—',
      },
      { id: 'runs_out', header: t('columns.runsOut'), cell: runsOut },
    ];
  }, [t, forecast.isError, timeZone]);

  const rows: BalanceRow[] = (balances.data?.balances ?? []).map((balance) => ({
    ...balance,
    forecast: forecast.data?.types.find((type) => type.type === balance.type),
  }));

  return (
    <section className="resources-credits" aria-labelledby={headingId}>
      <header className="page__header">
        <div>
          <Heading id={headingId} className="page__title">
            {title}
          </Heading>
          <p className="page__subtitle">{balances.data?.company_name ?? '\u00a0'}</p>
        </div>
        <div className="page__tools">
          {add.allowed ? (
            <button
              type="button"
              className="nf-button nf-button--primary"
              onClick={() => add.open({ defaults: { company_id: shownId } })}
            >
              {add.title}
            </button>
          ) : null}
          {move.allowed ? (
            <button
              type="button"
              className="nf-button"
              onClick={() => move.open({ defaults: { source: shownId } })}
            >
              {move.title}
            </button>
          ) : null}
          {convert.allowed ? (
            <button type="button" className="nf-button" onClick={() => convert.open({ id: String(shownId) })}>
              {t('convertData')}
            </button>
          ) : null}
        </div>
      </header>
      {onCompanyChange && can('view_companies') ? (
        <div className="resources-filters">
          <FormField label={t('company')}>
            {(control) => (
              <ItemSelect
                http={client.http}
                id={control.id}
                source={{ path: '/companies' }}
                value={shownId}
                onChange={(id) => onCompanyChange(typeof id === 'number' ? id : undefined)}
              />
            )}
          </FormField>
        </div>
      ) : null}
      <p className="page__note">{t('intro')}</p>
      {balances.isError ? (
        <LoadFailed title={t('loadFailed')} message={balances.error.message} onRetry={balances.refetch} />
      ) : null}
      {forecast.isError ? (
        <Alert variant="warning" title={t('forecastFailed')}>
          {forecast.error.message}
        </Alert>
      ) : null}
      {balances.isPending ? (
        <Loader block />
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.type}
          busy={balances.isFetching || forecast.isFetching}
          emptyText={balances.isError ? t('loadFailed') : t('empty')}
        />
      )}
      {balances.data ? (
        <dl className="resources-credits__data">
          <dt data-help-key="data.remaining">{t('dataLeft')}</dt>
          <dd>{formatBytes(balances.data.remaining_data)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
