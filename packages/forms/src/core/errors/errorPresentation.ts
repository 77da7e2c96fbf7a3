/** How general (not field) errors are shown. */
export type ErrorPresentation = 'none' | 'list' | 'toast' | 'modal';

/**
 * Where a form's general errors go (spec forms §5): a single error with `useToast` → a
 * toast; with `modalError` → the Error modal; otherwise the list in the form. No errors →
 * `'none'`.
 */
export function errorPresentation(input: {
  general: readonly string[];
  useToast?: boolean;
  modalError?: boolean;
}): ErrorPresentation {
  if (input.general.length === 0) return 'none';
  if (input.useToast && input.general.length === 1) return 'toast';
  if (input.modalError) return 'modal';
  return 'list';
}
