/** Names under which `registerFormModals` registers the forms' modals. */
export const FORM_MODALS = Object.freeze({
  /** The e-mail code step (opened with the id `emailPrompt`, which Esc does not close). */
  mfaEmail: 'MfaEmail',
  mfaTotp: 'MfaTOTP',
  mfaId: 'MfaID',
  /** The password prompt after a 423. */
  passwordPrompt: 'PasswordPrompt',
  /** The action status modal of a response with a `meta.channel`. */
  actionStatus: 'DeviceSocketAction',
  /** General errors of a form with `modalError`. */
  error: 'Error',
  /** A form in a modal (`modal.form` or the `form` prop). */
  form: 'Form',
});
