import type { ConsoleFormHead } from './defineConsoleForm.js';
import { useConsoleForm } from './useConsoleForm.js';

/**
 * The button that opens a console form in a modal, titled with the form's title; nothing for
 * a user who lacks the form's permission (a button they may not use is not shown). A form's
 * head is enough ({@link ConsoleFormHead}): the form itself loads when it opens.
 *
 * @example
 * <FormButton form={addTagForm} />
 */
export function FormButton({ form }: { form: ConsoleFormHead }) {
  const action = useConsoleForm(form);
  if (!action.allowed) return null;
  return (
    <button type="button" className="nf-button nf-button--primary" onClick={() => action.open()}>
      {action.title}
    </button>
  );
}
