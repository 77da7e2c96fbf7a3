import { Alert } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import type { FieldValues } from '../../core/fields/FieldDefinition.js';
import type { SubmitResult } from '../../core/submit/types.js';
import { FormRouteContext } from '../FormRouteContext.js';
import { useForms } from '../FormsContext.js';
import { GenericForm } from '../GenericForm.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { type FormDefinition, type FormRegistry, humanizeFormName } from './formRegistry.js';

/** Props of {@link FormRoute}. */
export interface FormRouteProps {
  /** The route's `{name}`. */
  name: string;
  /** The route's `{id?}`. */
  id?: string | undefined;
  /** Goes back one step (the router's `history.back()`); called after a successful submit unless `skipNavigate`. */
  navigateBack: () => void;
  /** Defaults to the `FormsProvider`'s `registry`. */
  registry?: FormRegistry;
  /** Values the opener knows, passed to the definition. */
  defaults?: FieldValues;
  /** The heading level of the title. Defaults to `1`. */
  headingLevel?: 1 | 2;
  /**
   * Runs after every submit with its result and the form. The flow reloads no table on
   * the form route (it goes back instead); an app with a query cache marks the form's data
   * stale here, so the page it goes back to loads it again.
   */
  onSubmitted?: (result: SubmitResult, form: FormDefinition) => void;
}

/**
 * The page of the generic form route `/forms/{name}/{id?}` (spec forms §2): the title comes
 * from the name (the definition's `title`, else the humanised name), and after a successful
 * submit the page goes back one step unless the form's `schema.skipNavigate`. A form the
 * user lacks the permission of is refused (the app's route guard should not let them
 * here). The router stays outside: pass `navigateBack`.
 *
 * @example
 * <FormRoute name={params.name} id={params.id} navigateBack={() => router.history.back()} />
 */
export function FormRoute({
  name,
  id,
  navigateBack,
  registry,
  defaults,
  headingLevel = 1,
  onSubmitted,
}: FormRouteProps) {
  const forms = useForms();
  const t = useFormsTexts();
  const registered = registry ?? forms.registry;
  const allowed = registered.mayUse(name, forms.can);
  const definition = useMemo(
    () =>
      allowed ? registered.resolveForm(name, { id, user: forms.user, can: forms.can, defaults }) : undefined,
    [allowed, registered, name, id, forms.user, forms.can, defaults],
  );
  const route = useMemo(() => ({ navigateBack }), [navigateBack]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (!definition) {
    const refusal = registered.has(name) ? t('formNotAllowed') : t('formNotFound', { name });
    return (
      <Alert variant="error" title={humanizeFormName(name)}>
        {refusal}
      </Alert>
    );
  }
  const { title, ...formProps } = definition;
  const heading = title ?? humanizeFormName(name);
  return (
    <FormRouteContext.Provider value={route}>
      <section className="nf-form-route">
        <Heading className="nf-form-route__title">{heading}</Heading>
        <GenericForm
          key={`${name}:${id ?? ''}`}
          {...formProps}
          aria-label={heading}
          onCancel={navigateBack}
          {...(onSubmitted && { onSubmitted: (result: SubmitResult) => onSubmitted(result, definition) })}
        />
      </section>
    </FormRouteContext.Provider>
  );
}
