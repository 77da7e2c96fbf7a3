import { creditCodesQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
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
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    codesSearch,
    creditCodesQueryOptions,
  );
  const columns = useMemo(() => codeColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(codesTexts)}
      columns={columns}
      getRowId={(code) => code.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={<FormButton form={createCodeForm} />}
    />
  );
}
