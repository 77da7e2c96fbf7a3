import { companyQueryOptions, creditSummaryQueryOptions } from '@netfleet/api-client/react';
import { BYTES_PER_DATA_CREDIT, type CurrentUser } from '@netfleet/contracts';
import { canSeeCompanyData } from '@netfleet/permissions';
import { Loader, useI18nLanguage } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useFormatBytes } from '../../components/useFormatBytes.js';
import { BuyLink } from '../../features/system/BuyLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { accountMenuTexts } from './texts.js';

/** Company data in credits at 2 GB per credit (spec §9), to one decimal. */
export function dataCredits(remainingBytes: number): number {
  return Math.floor((remainingBytes / BYTES_PER_DATA_CREDIT) * 10) / 10;
}

/**
 * What the company has left (spec §2.6, §6): credits per type (`view_credits_summary`
 * and the theme's data feature) and the company's remaining data when the user may see
 * company data.
 */
export function ResourceSummaryPanel({ user }: { user: CurrentUser }) {
  const { client, theme } = useConsole();
  const t = useTexts(accountMenuTexts);
  const { language } = useI18nLanguage();
  const formatBytes = useFormatBytes();
  const showCompany = canSeeCompanyData(user, theme);
  const credits = useQuery(creditSummaryQueryOptions(client));
  // The company page's query: both read the 10 s cached `GET /companies/{id}` (spec §7).
  const company = useQuery({ ...companyQueryOptions(client, user.company_id), enabled: showCompany });

  return (
    <div className="account-subpanel__body resource-summary">
      {credits.isPending ? <Loader size="small" label={t('resources.loading')} /> : null}
      {credits.isError ? <p role="alert">{credits.error.message}</p> : null}
      {credits.data ? (
        credits.data.credits.left.length === 0 ? (
          <p className="account-subpanel__note">{t('resources.noCredits')}</p>
        ) : (
          <dl className="resource-summary__list">
            {credits.data.credits.left.map((credit) => (
              <div key={credit.credit_type} className="resource-summary__row">
                <dt>{credit.credit_type_name}</dt>
                <dd>{credit.credits_left.toLocaleString(language)}</dd>
              </div>
            ))}
          </dl>
        )
      ) : null}
      {showCompany && company.data ? (
        <dl className="resource-summary__list resource-summary__list--company">
          <div className="resource-summary__row">
            <dt>{t('resources.companyData')}</dt>
            <dd>
              {t('resources.dataCredits', {
                data: formatBytes(company.data.remaining_data),
                count: dataCredits(company.data.remaining_data),
              })}
            </dd>
          </div>
        </dl>
      ) : null}
      {showCompany && company.isError ? <p role="alert">{company.error.message}</p> : null}
      <BuyLink user={user} />
    </div>
  );
}
