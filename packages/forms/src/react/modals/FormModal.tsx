import type { ModalComponentProps } from '@netfleet/modals';
import type { FieldValues } from '../../core/fields/FieldDefinition.js';
import { useForms } from '../FormsContext.js';
import { GenericForm } from '../GenericForm.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import type { FormDefinition, FormRegistry } from '../routes/formRegistry.js';

/** Props of {@link FormModal}: a registered form by name, or a definition. */
export interface FormModalProps extends ModalComponentProps {
  /** A form of the registry. */
  name?: string;
  /** A definition; defaults to the modal's `form` option. */
  definition?: FormDefinition;
  id?: string;
  defaults?: FieldValues;
  /** Defaults to the `FormsProvider`'s `registry`. */
  registry?: FormRegistry;
}

/**
 * A form in a modal: the generic form of a registered name or a definition (also read from
 * the modal's `form` option). A named form the user lacks the permission of is refused.
 * After success the modal closes unless `leaveOpen`.
 *
 * @example
 * manager.openModal('Form', { name: 'add-tag' }, { title: 'Add tag' });
 */
export function FormModal({ name, definition, id, defaults, registry, modal }: FormModalProps) {
  const forms = useForms();
  const t = useFormsTexts();
  const registered = registry ?? forms.registry;
  const given = definition ?? (modal.state.form as FormDefinition | undefined);
  const allowed = given !== undefined || (name !== undefined && registered.mayUse(name, forms.can));
  const resolved =
    given ??
    (name && allowed
      ? registered.resolveForm(name, { id, user: forms.user, can: forms.can, defaults })
      : undefined);
  if (!resolved) {
    const refusal =
      name && registered.has(name) ? t('formNotAllowed') : t('formNotFound', { name: name ?? '' });
    return (
      <p className="nf-field__error" role="alert">
        {refusal}
      </p>
    );
  }
  const { title: _title, ...formProps } = resolved;
  return <GenericForm {...formProps} />;
}
