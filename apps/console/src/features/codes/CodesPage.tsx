import { creditCodesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { codeColumns, codesSearch } from './codeColumns.js';
import { createCodeForm } from './createCodeForm.js';
import { codesTexts } from './texts.js';

const route = getRouteApi('/shell/resources/codes');

/**
 * `/resources/codes` (view_credit_transfer_codes): the credit transfer codes, newest first,
 * with "Create code" (create_credit_transfer_codes) opening the create-code form (a sensitive
 * submit: step-up authentication or the password prompt).
 */
export function CodesPage() {
  const t = useTexts(codesTexts);
  const client = useApiClient();
  const action = useConsoleForm(createCodeForm);
  const search = codesSearch.resolve(route.useSearch());
  const query = useQuery(creditCodesQueryOptions(client, codesSearch.toParams(search)));
  const onSearchChange = useListSearchNavigate(codesSearch.validate);
  const columns = useMemo(() => codeColumns(t), [t]);
  return (
    <ListView
      title={t('title')}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={t('title')}
      columns={columns}
      getRowId={(code) => code.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        action.allowed ? (
          <button type="button" className="nf-button nf-button--primary" onClick={() => action.open()}>
            {action.title}
          </button>
        ) : null
      }
    />
  );
}
