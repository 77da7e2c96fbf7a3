import type { CompanyDeletionImpactProps } from './companyModalProps.js';
import './companies.css';

/**
 * The content of the delete-company confirmation, under its question: what deleting does,
 * one consequence a line (`describeDeletion`).
 */
export function CompanyDeletionImpactList({ lines }: CompanyDeletionImpactProps) {
  return (
    <ul className="company-deletion-impact">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
