import type { FieldValues, PermissionCheck } from '../../core/fields/FieldDefinition.js';
import type { FormUser } from '../FormUser.js';
import type { GenericFormProps } from '../GenericFormProps.js';

/** What a form definition may depend on: the route's id, the user, permissions, defaults. */
export interface FormContext {
  /** The route's `{id}` (`/forms/{name}/{id}`), e.g. the company being edited. */
  id?: string | undefined;
  user: FormUser | null;
  can: PermissionCheck;
  /** Values the opener knows (the current name of a company being renamed). */
  defaults?: FieldValues | undefined;
}

/** A named form: the generic form's props, plus its title. */
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

/** One entry of a {@link FormRegistry}: the form and the permission it needs. */
export interface RegisteredForm {
  /**
   * The permission a user needs to use the form (any one of a list), usually the one the
   * server checks on its call. Without one, every user may use it.
   */
  permission?: string | readonly string[] | undefined;
  definition: FormDefinitionSource;
}

/** Forms by name, for the generic form route and form modals. */
export interface FormRegistry {
  /** The definition of a form for a context, or `undefined` when none has the name. */
  resolveForm(name: string, context: FormContext): FormDefinition | undefined;
  /** Whether a user with these permissions may use the form; `false` for an unknown name. */
  mayUse(name: string, can: PermissionCheck): boolean;
  has(name: string): boolean;
  names(): string[];
}

/**
 * Creates a registry of named forms from a map the app builds itself (nothing registers
 * at import time). The registry is read-only: pass a new one to change the forms.
 *
 * @example
 * const forms = createFormRegistry({
 *   'add-tag': { permission: 'create_tags', definition: { fields, url: '/tags', payloadSchema: TagSchema } },
 * });
 * <FormsProvider client={client} registry={forms}>…</FormsProvider>
 */
export function createFormRegistry(forms: Readonly<Record<string, RegisteredForm>> = {}): FormRegistry {
  const entries = new Map(Object.entries(forms));
  return {
    resolveForm(name, context) {
      const source = entries.get(name)?.definition;
      if (source === undefined) return undefined;
      return typeof source === 'function' ? source(context) : source;
    },
    mayUse(name, can) {
      const entry = entries.get(name);
      if (!entry) return false;
      const { permission } = entry;
      if (permission === undefined) return true;
      const names = typeof permission === 'string' ? [permission] : permission;
      return names.length === 0 || names.some((one) => can(one));
    },
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
  };
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
