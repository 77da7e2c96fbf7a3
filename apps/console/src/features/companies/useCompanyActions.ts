import {
  deleteCompany,
  errorMessageOf,
  getCompanyDeletionImpact,
  isSessionEndedError,
} from '@netfleet/api-client';
import { invalidateResource, useApiClient } from '@netfleet/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { addCompanyForm } from './addCompanyForm.js';
import { companyActionTexts } from './companyActionTexts.js';
import { companyNameForm } from './companyNameForm.js';
import { deletionRefusal, describeDeletion } from './describeDeletion.js';
import { moveCompaniesForm } from './moveCompaniesForm.js';

/** A company as the actions need it. */
export interface ActionCompany {
  id: number;
  name: string;
  parent_id: number | null;
}

/** What the company buttons do; see {@link useCompanyActions}. */
export interface CompanyActionHandlers {
  /** Opens the company-name form with the current name (an unchanged name is not sent). */
  rename(company: ActionCompany): void;
  /** Opens the add-company form with this company as the parent. */
  addSubsidiary(company: ActionCompany): void;
  /** Opens the move-companies form with this company as the source. */
  move(company: ActionCompany): void;
  /**
   * Asks the server what deleting would do, says it in the confirmation (or why it cannot
   * be deleted), then deletes; resolves `true` once the company is gone.
   */
  remove(company: ActionCompany): Promise<boolean>;
}

/**
 * The actions on companies, shared by the list, the tree and a company's page. The forms
 * reload the companies themselves (`tableRef: 'companies'`); a deletion reloads every query
 * (devices, users, credits and tags changed with it). Failures are toasts with the
 * server's message. Which buttons show is {@link companyActions}'s business.
 */
export function useCompanyActions(): CompanyActionHandlers {
  const t = useTexts(companyActionTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  const openName = useConsoleForm(companyNameForm).open;
  const openAdd = useConsoleForm(addCompanyForm).open;
  const openMove = useConsoleForm(moveCompaniesForm).open;
  return useMemo<CompanyActionHandlers>(() => {
    const fail = (error: unknown, fallback: string) => {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, fallback));
    };
    return {
      rename: (company) => openName({ id: String(company.id), defaults: { name: company.name } }),
      addSubsidiary: (company) => openAdd({ defaults: { parent_id: company.id } }),
      move: (company) => openMove({ defaults: { source: company.id } }),
      async remove(company) {
        let impact: Awaited<ReturnType<typeof getCompanyDeletionImpact>>;
        try {
          impact = await getCompanyDeletionImpact(client, company.id);
        } catch (error) {
          fail(error, t('deleteImpact.impactFailed'));
          return false;
        }
        const refusal = deletionRefusal(impact, t);
        if (refusal !== null) {
          toasts.error(refusal);
          return false;
        }
        const { confirmed } = await modals.confirm({
          title: t('deleteImpact.title', { name: impact.name }),
          message: t('deleteImpact.intro', { name: impact.name }),
          component: 'CompanyDeletionImpact',
          props: { lines: describeDeletion(impact, t) },
          confirmText: t('deleteImpact.confirm'),
        });
        if (!confirmed) return false;
        try {
          await deleteCompany(client, company.id);
        } catch (error) {
          fail(error, t('deleteImpact.failed'));
          return false;
        }
        toasts.success(t('deleteImpact.done', { name: impact.name }));
        queryClient.removeQueries({ queryKey: ['companies', 'detail', company.id] });
        await Promise.all(
          (['companies', 'devices', 'users', 'invitations', 'tags'] as const).map((name) =>
            invalidateResource(queryClient, name),
          ),
        );
        return true;
      },
    };
  }, [client, modals, openAdd, openMove, openName, queryClient, t, toasts]);
}
