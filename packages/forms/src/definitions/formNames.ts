/** Names of the standard forms (spec forms §2), as on the route `/forms/{name}/{id?}`. */
export const FORM_NAMES = Object.freeze({
  addCompany: 'add-company',
  addTag: 'add-tag',
  inviteUser: 'invite-user',
  addResources: 'add-resources',
  moveResources: 'move-resources',
  createCode: 'create-code',
  activateCode: 'activate-code',
  companyData: 'company-data',
  multiconfigUpload: 'multiconfig-upload',
  removeMfa: 'remove-mfa',
  deleteUser: 'delete-user',
  assignSsoAdmin: 'assign-sso-admin',
  removeSuppressedEmail: 'remove-suppressed-email',
  moveCompanies: 'move-companies',
  distributorInvitation: 'distributor-invitation',
  companyName: 'company-name',
});

/** One of {@link FORM_NAMES}. */
export type StandardFormName = (typeof FORM_NAMES)[keyof typeof FORM_NAMES];
