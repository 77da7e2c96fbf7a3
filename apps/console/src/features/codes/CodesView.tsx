import type { ApiClient } from '@netfleet/api-client';
import { creditCodesQueryOptions } from '@netfleet/api-client/react';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { activateCodeForm } from './activateCodeForm.js';
import { codeColumns } from './codeColumns.js';
import { codesSearch } from './codesSearch.js';
import { createCodeForm } from './createCodeForm.js';
import { codesTexts } from './texts.js';

/**
 * The credit transfer codes, newest first, with the actions the user may take: "Create code"
 * (create_credit_transfer_codes; a sensitive submit: step-up authentication or the password
 * prompt) and "Activate code" (activate_credit_transfer_codes). `companyId` shows only the
 * codes of one company's credits (a company's tab).
 */
export function CodesView({ companyId, headingLevel = 1 }: { companyId?: number; headingLevel?: 1 | 2 }) {
  const t = useTexts(codesTexts);
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const listQuery = useCallback(
    (client: ApiClient, params: ReturnType<typeof codesSearch.toParams>) =>
      creditCodesQueryOptions(
        client,
        companyId === undefined ? params : { ...params, company_id: companyId },
      ),
    [companyId],
  );
  const { search, query, onSearchChange } = useListRoute(codesSearch.validate(raw), codesSearch, listQuery);
  const columns = useMemo(() => codeColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(codesTexts)}
      headingLevel={headingLevel}
      columns={columns}
      getRowId={(code) => code.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <>
          <FormButton form={createCodeForm} />
          <FormButton form={activateCodeForm} />
        </>
      }
    />
  );
}
