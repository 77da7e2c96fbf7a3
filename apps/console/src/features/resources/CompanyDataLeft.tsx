import { companyCreditsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../i18n/useTexts.js';
import { companyDataForm } from '../companies/companyDataForm.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { creditHistoryTexts } from './historyTexts.js';
import { resourcesTexts } from './texts.js';
import './resources.css';
import { useFormatBytes } from '../../components/useFormatBytes.js';

/**
 * The company data a company has left (its `data` credits at 2 GB each) and, for users who
 * may convert, the company data conversion for that company.
 */
export function CompanyDataLeft({ companyId }: { companyId?: number }) {
  const t = useTexts(creditHistoryTexts);
  const formatBytes = useFormatBytes();
  const r = useTexts(resourcesTexts);
  const client = useApiClient();
  const credits = useQuery(companyCreditsQueryOptions(client, companyId));
  const convert = useConsoleForm(companyDataForm);
  return (
    <div className="resources-data">
      <dl className="resources-credits__data">
        <dt data-help-key="data.remaining">{t('data.left')}</dt>
        <dd aria-busy={credits.isPending || undefined}>
          {credits.data ? formatBytes(credits.data.remaining_data) : credits.isError ? '—' : '…'}
          {credits.data ? ` (${credits.data.company_name})` : ''}
        </dd>
      </dl>
      <p className="page__note">{t('data.hint')}</p>
      {convert.allowed && credits.data ? (
        <button
          type="button"
          className="nf-button"
          onClick={() => convert.open({ id: String(credits.data.company_id) })}
        >
          {r('convertData')}
        </button>
      ) : null}
    </div>
  );
}
