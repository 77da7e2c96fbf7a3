import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

/** Attributes {@link FormField} gives its control so that label, hint and error are wired up. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: ReactNode;
  /** Help text below the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced. */
  error?: ReactNode;
  required?: boolean;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  className?: string;
  /**
   * The control: one element (it receives `id` and the `aria-*` attributes), or a
   * function that gets them and renders the control itself.
   */
  children: ReactElement<Partial<FormFieldControlProps>> | ((control: FormFieldControlProps) => ReactNode);
}

/**
 * A label, a control, a hint and an error, with `for`/`id` and `aria-describedby`
 * wired through `useId`.
 *
 * @example
 * <FormField label="Device name" hint="Shown in every table" error={errors.name}>
 *   <input name="name" />
 * </FormField>
 */
export function FormField({ label, hint, error, required, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FormFieldControlProps = { id: controlId };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;

  const classes = ['nf-field', error ? 'nf-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="nf-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="nf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {hint ? (
        <p id={hintId} className="nf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="nf-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
