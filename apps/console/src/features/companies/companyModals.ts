import { lazyNamed } from '../../components/lazyNamed.js';
// The modals' props and their names in the modal registry's types.
import './companyModalProps.js';

/** The modals of companies, for the console's modal registry; each body is its own chunk. */
export const COMPANY_MODALS = {
  CompanyDeletionImpact: lazyNamed(
    () => import('./CompanyDeletionImpactList.js'),
    'CompanyDeletionImpactList',
  ),
};
