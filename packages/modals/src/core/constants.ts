/** At most this many modals may be minimized at once (spec §9). */
export const MAX_MINIMIZED_MODALS = 5;

/** Id of the e-mail verification-code prompt: it cannot be closed from the keyboard (spec §4). */
export const EMAIL_PROMPT_ID = 'emailPrompt';
