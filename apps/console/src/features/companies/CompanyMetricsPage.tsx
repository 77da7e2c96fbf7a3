import { companyMetricsQueryOptions, companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { formatBytes, Loader, useI18nLanguage } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTexts } from '../../i18n/useTexts.js';
import { devicesTexts } from '../devices/texts.js';
import { companyTabTexts } from './companyTabTexts.js';
import { MetricBars } from './MetricBars.js';
import './companies.css';
import { LoadFailed } from '../../components/LoadFailed.js';

const route = getRouteApi('/shell/companies/$company_id/metrics');

/** `2026-11` as the month's name in the user's language ("November 2026"). */
function monthName(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, index - 1, 1),
  );
}

/**
 * `/companies/{company_id}/metrics` (view_companies): the fleet of the company with its
 * subsidiaries (as the note says): devices, online, users, subsidiaries, data used this
 * month, devices by status and by model as bars; then the company's own credits left.
 */
export function CompanyMetricsPage() {
  const t = useTexts(companyTabTexts);
  const deviceT = useTexts(devicesTexts);
  const { language } = useI18nLanguage();
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  const query = useQuery(companyMetricsQueryOptions(client, companyId));
  const name = company.data?.name ?? `#${companyId}`;

  const body = () => {
    if (query.isPending) return <Loader block />;
    if (query.isError) {
      return (
        <LoadFailed title={t('metrics.loadFailed')} message={query.error.message} onRetry={query.refetch} />
      );
    }
    const metrics = query.data;
    const status = metrics.devices_by_status;
    const models = metrics.devices_by_model.map((entry) => ({
      key: entry.model,
      label: entry.model,
      value: entry.count,
    }));
    if (metrics.other_models_count > 0) {
      models.push({ key: 'other', label: t('metrics.otherModels'), value: metrics.other_models_count });
    }
    return (
      <>
        <p className="company-metrics__note">
          {t('metrics.withSubsidiaries', { name, count: metrics.companies_count })}
        </p>
        <dl className="company-metrics__figures">
          <div>
            <dt>{t('metrics.devices')}</dt>
            <dd>{metrics.devices_count}</dd>
          </div>
          <div>
            <dt>{t('metrics.online')}</dt>
            <dd>{status.online}</dd>
          </div>
          <div>
            <dt>{t('metrics.users')}</dt>
            <dd>{metrics.users_count}</dd>
          </div>
          <div>
            <dt>{t('metrics.subsidiaries')}</dt>
            <dd>{metrics.subsidiaries_count}</dd>
          </div>
          <div>
            <dt>{t('metrics.dataUsed', { month: monthName(metrics.data_month, language) })}</dt>
            <dd>{formatBytes(metrics.data_used_bytes, 2, language)}</dd>
          </div>
        </dl>
        {metrics.devices_count === 0 ? (
          <p>{t('metrics.noDevices', { name })}</p>
        ) : (
          <>
            <section>
              <h3>{t('metrics.byStatus')}</h3>
              <MetricBars
                label={t('metrics.byStatus')}
                bars={[
                  { key: 'online', label: deviceT('status.online'), value: status.online },
                  { key: 'offline', label: deviceT('status.offline'), value: status.offline },
                  { key: 'pending', label: deviceT('status.pending'), value: status.pending },
                  { key: 'not_activated', label: deviceT('status.inactive'), value: status.not_activated },
                ]}
              />
            </section>
            <section>
              <h3>{t('metrics.byModel')}</h3>
              <MetricBars label={t('metrics.byModel')} bars={models} />
            </section>
          </>
        )}
        <section>
          <h3>{t('metrics.credits')}</h3>
          <p className="company-metrics__note">{t('metrics.ownCredits')}</p>
          {metrics.credits.length === 0 ? (
            <p>{t('metrics.noCredits')}</p>
          ) : (
            <dl className="company-metrics__figures">
              {metrics.credits.map((credit) => (
                <div key={credit.credit_type_id}>
                  <dt>{credit.credit_type_name}</dt>
                  <dd>{credit.credits_left}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </>
    );
  };

  return (
    <section className="company-metrics" aria-labelledby="company-metrics-title">
      <h2 id="company-metrics-title">{t('metrics.title', { name })}</h2>
      {body()}
    </section>
  );
}
