import type { FieldValues, PermissionCheck } from '../../core/fields/FieldDefinition.js';
import type { FormUser } from '../FormsContext.js';
import type { GenericFormProps } from '../GenericForm.js';

/** What a form definition may depend on: the route's id, the user, permissions, defaults. */
export interface FormContext {
  /** The route's `{id}` (`/forms/{name}/{id}`), e.g. the company being edited. */
  id?: string | undefined;
  user: FormUser | null;
  can: PermissionCheck;
  /** Values the opener knows (the current name of a company being renamed). */
  defaults?: FieldValues | undefined;
}

/** A registered form: the generic form's props, plus its title. */
export interface FormDefinition
  extends Omit<
    GenericFormProps,
    'flow' | 'children' | 'onCancel' | 'onSubmitted' | 'aria-label' | 'className'
  > {
  /** Defaults to the humanised name (`add-company` → "Add company"). */
  title?: string;
}

/** A definition, or a function of the {@link FormContext} that makes one. */
export type FormDefinitionSource = FormDefinition | ((context: FormContext) => FormDefinition);

/** Forms by name, for the generic form route and form modals. */
export interface FormRegistry {
  /** Registers (or replaces) a form; returns a function that unregisters it. */
  registerForm(name: string, definition: FormDefinitionSource): () => void;
  /** The definition of a form for a context, or `undefined` when none has the name. */
  resolveForm(name: string, context: FormContext): FormDefinition | undefined;
  has(name: string): boolean;
  names(): string[];
}

/**
 * Creates a registry of named forms.
 *
 * @example
 * const forms = createFormRegistry();
 * forms.registerForm('add-tag', { fields, url: '/tags', payloadSchema: TagSchema });
 */
export function createFormRegistry(): FormRegistry {
  const definitions = new Map<string, FormDefinitionSource>();
  return {
    registerForm(name, definition) {
      definitions.set(name, definition);
      return () => {
        if (definitions.get(name) === definition) definitions.delete(name);
      };
    },
    resolveForm(name, context) {
      const source = definitions.get(name);
      if (source === undefined) return undefined;
      return typeof source === 'function' ? source(context) : source;
    },
    has: (name) => definitions.has(name),
    names: () => [...definitions.keys()],
  };
}

/** The registry `registerForm` adds to and `FormRoute` reads by default. */
export const defaultFormRegistry: FormRegistry = createFormRegistry();

/**
 * Registers a form in the {@link defaultFormRegistry} under `name`, reachable on the
 * generic form route `/forms/{name}/{id?}`. Returns a function that unregisters it.
 *
 * @example
 * registerForm('add-tag', { fields, url: '/tags', payloadSchema: TagSchema });
 */
export function registerForm(name: string, definition: FormDefinitionSource): () => void {
  return defaultFormRegistry.registerForm(name, definition);
}

/** "add-company" → "Add company", "companyData" → "Company data". */
export function humanizeFormName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
