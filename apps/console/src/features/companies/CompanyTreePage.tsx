import { companyTreeQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HrefLink } from '../../components/HrefLink.js';
import { type Translate, useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { addCompanyForm } from './addCompanyForm.js';
import { buildCompanyTree, type CompanyTreeItem, parentIds } from './buildCompanyTree.js';
import { CompanyActions } from './CompanyActions.js';
import { moveCompaniesForm } from './moveCompaniesForm.js';
import { companiesTexts } from './texts.js';
import { type CompanyActionHandlers, useCompanyActions } from './useCompanyActions.js';
import './companies.css';
import { LoadFailed } from '../../components/LoadFailed.js';

type CompaniesTranslate = Translate<(typeof companiesTexts)['languages']['en']>;

interface BranchProps {
  items: readonly CompanyTreeItem[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  t: CompaniesTranslate;
  handlers: CompanyActionHandlers;
}

/**
 * One level of the tree: each company with its disclosure button, its figures and the
 * actions the user may take, and, when open, its subsidiaries.
 */
function Branch({ items, expanded, onToggle, t, handlers }: BranchProps) {
  return (
    <ul className="company-tree__list">
      {items.map((item) => {
        const open = expanded.has(item.id);
        const childrenId = `company-tree-${item.id}`;
        return (
          <li key={item.id} className="company-tree__item" data-company-id={item.id}>
            <div className="company-tree__row">
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className="company-tree__toggle"
                  aria-expanded={open}
                  aria-controls={open ? childrenId : undefined}
                  aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: item.name })}
                  onClick={() => onToggle(item.id)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="company-tree__spacer" aria-hidden="true" />
              )}
              <HrefLink href={hrefFor('company.info', { company_id: item.id })}>{item.name}</HrefLink>
              <span className="company-tree__counts">
                {t('tree.counts', { devices: item.devices_count, users: item.users_count })}
              </span>
              <CompanyActions company={item} handlers={handlers} />
            </div>
            {open ? (
              <div id={childrenId}>
                <Branch
                  items={item.children}
                  expanded={expanded}
                  onToggle={onToggle}
                  t={t}
                  handlers={handlers}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `/companies/tree` (view_companies): the company hierarchy of the user's scope, the first
 * level open; each company expands and collapses (buttons with `aria-expanded`), links to
 * its page and offers the actions the user may take: "Move…" opens the move-companies form
 * with it as the source, and the tree reloads after the move. "Add company" and "Move
 * companies" for those who may.
 */
export function CompanyTreePage() {
  const t = useTexts(companiesTexts);
  const handlers = useCompanyActions();
  const client = useApiClient();
  const query = useQuery(companyTreeQueryOptions(client));
  const tree = useMemo(() => buildCompanyTree(query.data ?? []), [query.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<number> | null>(null);
  // The roots start open, so the first level of subsidiaries shows at once.
  const open = expanded ?? new Set(tree.map((item) => item.id));
  const toggle = (id: number) =>
    setExpanded(() => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="page company-tree-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{t('tree.title')}</h1>
        </div>
        <div className="page__tools">
          <button type="button" className="nf-button" onClick={() => setExpanded(new Set(parentIds(tree)))}>
            {t('tree.expandAll')}
          </button>
          <button type="button" className="nf-button" onClick={() => setExpanded(new Set())}>
            {t('tree.collapseAll')}
          </button>
          <HrefLink className="nf-button" href={hrefFor('companies')}>
            {t('listView')}
          </HrefLink>
          <FormButton form={moveCompaniesForm} />
          <FormButton form={addCompanyForm} />
        </div>
      </header>
      {query.isPending ? <Loader block /> : null}
      {query.isError ? (
        <LoadFailed title={t('tree.loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : null}
      {query.isSuccess && tree.length === 0 ? <p>{t('tree.empty')}</p> : null}
      {tree.length > 0 ? (
        <nav className="company-tree" aria-label={t('tree.label')}>
          <Branch items={tree} expanded={open} onToggle={toggle} t={t} handlers={handlers} />
        </nav>
      ) : null}
    </div>
  );
}
