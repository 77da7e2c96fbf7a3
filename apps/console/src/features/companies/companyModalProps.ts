/** Props of the deletion confirmation's content: what deleting does, one sentence each. */
export interface CompanyDeletionImpactProps {
  lines: readonly string[];
}

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    CompanyDeletionImpact: CompanyDeletionImpactProps;
  }
}
