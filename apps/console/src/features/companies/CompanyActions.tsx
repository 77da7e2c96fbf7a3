import { hrefFor } from '@netfleet/permissions';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan, useCurrentUser } from '../../session/useCurrentUser.js';
import { companyActions } from './companyActions.js';
import { companyActionTexts } from './companyActionTexts.js';
import type { ActionCompany, CompanyActionHandlers } from './useCompanyActions.js';

/** Props of {@link CompanyActions}. */
export interface CompanyActionsProps {
  company: ActionCompany;
  handlers: CompanyActionHandlers;
  /** Also an "Open" link to the company's page (the list and the tree; not the page itself). */
  withOpen?: boolean;
  /** After the company was deleted (its own page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The buttons of one company: Open, Rename, Add subsidiary, Move…, Delete, each only for a
 * user holding the permission the server checks for it ({@link companyActions}).
 */
export function CompanyActions({ company, handlers, withOpen = false, onDeleted }: CompanyActionsProps) {
  const t = useTexts(companyActionTexts);
  const can = useCan();
  const user = useCurrentUser();
  const actions = companyActions(company, user.company_id, can);
  if (actions.length === 0 && !withOpen) return null;
  return (
    <fieldset className="company-actions">
      <legend className="nf-visually-hidden">{t('label', { name: company.name })}</legend>
      {withOpen ? (
        <HrefLink className="nf-button" href={hrefFor('company.info', { company_id: company.id })}>
          {t('open')}
        </HrefLink>
      ) : null}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="nf-button"
          data-action={action}
          onClick={() => {
            if (action === 'rename') handlers.rename(company);
            else if (action === 'addSubsidiary') handlers.addSubsidiary(company);
            else if (action === 'move') handlers.move(company);
            else
              void handlers.remove(company).then((deleted) => {
                if (deleted) onDeleted?.();
              });
          }}
        >
          {t(action)}
        </button>
      ))}
    </fieldset>
  );
}
