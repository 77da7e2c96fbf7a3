import '@netfleet/forms/styles.css';
import type { ApiClient } from '@netfleet/api-client';
import { creditHistoryQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { CREDIT_REASONS, type CreditReason } from '@netfleet/contracts';
import { ItemSelect } from '@netfleet/forms';
import { FormField } from '@netfleet/ui-kit';
import { useSearch } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { creditHistoryParams, creditHistorySearch } from './creditHistorySearch.js';
import { historyColumns, reasonText } from './historyColumns.js';
import { creditHistoryTexts } from './historyTexts.js';
import './resources.css';

/** Props of {@link CreditHistoryView}. */
export interface CreditHistoryViewProps {
  /** One company's movements (a company's tab): its filter is fixed and not offered. */
  companyId?: number;
  /** One credit type's movements (company data): its filter is fixed and not offered. */
  typeId?: number;
  /** The heading; the history's own title without one. */
  title?: string;
  /** 2 inside a page that has its `h1` already. Defaults to 1. */
  headingLevel?: 1 | 2;
  /** Shown between the heading and the filters (the remaining company data). */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The credit ledger (`GET /credits/history`): every movement of credits of the user's
 * companies, newest first, with the reason in words and who made it ("System" for the
 * renewals); search and the filters (company, type, reason, days) live in the URL.
 */
export function CreditHistoryView({
  companyId,
  typeId,
  title,
  headingLevel = 1,
  children,
  actions,
}: CreditHistoryViewProps) {
  const t = useTexts(creditHistoryTexts);
  const client = useApiClient();
  const can = useCan();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const listQuery = useCallback(
    (api: ApiClient, params: ReturnType<typeof creditHistorySearch.toParams>) =>
      creditHistoryQueryOptions(api, {
        ...creditHistoryParams(params),
        ...(companyId !== undefined && { company_id: companyId }),
        ...(typeId !== undefined && { type: typeId }),
      }),
    [companyId, typeId],
  );
  const { search, query, onSearchChange } = useListRoute(
    creditHistorySearch.validate(raw),
    creditHistorySearch,
    listQuery,
  );
  const columns = useMemo(() => historyColumns(t, { showCompany: companyId === undefined }), [t, companyId]);
  const labels = useListLabels(creditHistoryTexts);
  const filtered =
    (companyId === undefined && search.company_id !== undefined) ||
    (typeId === undefined && search.type !== undefined) ||
    search.reason !== undefined ||
    search.from !== undefined ||
    search.to !== undefined;
  return (
    <ListView
      {...labels}
      title={title ?? labels.title}
      loadFailedText={t('loadFailed')}
      headingLevel={headingLevel}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={actions}
    >
      {children}
      <div className="resources-filters">
        {companyId === undefined && can('view_companies') ? (
          <FormField label={t('filters.company')}>
            {(control) => (
              <ItemSelect
                http={client.http}
                id={control.id}
                source={{ path: '/companies' }}
                value={search.company_id ?? null}
                onChange={(id) =>
                  onSearchChange({ company_id: typeof id === 'number' ? id : undefined, page: 1 })
                }
              />
            )}
          </FormField>
        ) : null}
        {typeId === undefined ? (
          <FormField label={t('filters.type')}>
            {(control) => (
              <ItemSelect
                http={client.http}
                id={control.id}
                source={{ path: '/credits/types' }}
                placeholder={t('filters.allTypes')}
                value={search.type ?? null}
                onChange={(id) => onSearchChange({ type: typeof id === 'number' ? id : undefined, page: 1 })}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={t('filters.reason')}>
          <select
            className="nf-input"
            value={search.reason ?? ''}
            onChange={(event) =>
              onSearchChange({
                reason: (event.target.value || undefined) as CreditReason | undefined,
                page: 1,
              })
            }
          >
            <option value="">{t('filters.allReasons')}</option>
            {CREDIT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reasonText(t, reason)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filters.from')}>
          <input
            type="date"
            className="nf-input"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => onSearchChange({ from: event.target.value || undefined, page: 1 })}
          />
        </FormField>
        <FormField label={t('filters.to')}>
          <input
            type="date"
            className="nf-input"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => onSearchChange({ to: event.target.value || undefined, page: 1 })}
          />
        </FormField>
        {filtered ? (
          <button
            type="button"
            className="nf-button"
            onClick={() =>
              onSearchChange({
                company_id: undefined,
                type: undefined,
                reason: undefined,
                from: undefined,
                to: undefined,
                page: 1,
              })
            }
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </ListView>
  );
}
