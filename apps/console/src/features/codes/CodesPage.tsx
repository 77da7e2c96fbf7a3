import { CodesView } from './CodesView.js';

/** `/resources/codes` (view_credit_transfer_codes): the codes of the user's companies. */
export function CodesPage() {
  return <CodesView />;
}
