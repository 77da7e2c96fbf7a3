import type { FormContext, FormDefinition } from '@netfleet/forms';
import type { Permission } from '@netfleet/permissions';
import type { FeatureTexts, TextKey, TextTree } from '../../i18n/defineTexts.js';
import type { Translate } from '../../i18n/useTexts.js';
import { createFormTranslator, type FormTranslation } from './formTranslation.js';

/** What a console form's definition is made from: the form context and its texts' translator. */
interface ConsoleFormContext<T extends TextTree> extends FormContext {
  t: Translate<T>;
}

/**
 * What a page needs to offer a form (a button with its title, for the users who may use it)
 * without loading the form's fields and rules: those load when the form opens.
 */
export interface ConsoleFormHead<Name extends string = string> {
  /** The name on the route `/forms/{name}/{id?}` and of the `Form` modal. */
  readonly name: Name;
  /** The permission the user needs, the one the server checks on the form's call. */
  readonly permission: Permission;
  /** The form's title in a language (the page heading, the modal title). */
  title(translation: FormTranslation): string;
}

/** A form of the console, as its feature folder declares it. */
export interface ConsoleForm<Name extends string = string> extends ConsoleFormHead<Name> {
  /** The form's definition for a context, in a language. */
  define(context: FormContext, translation: FormTranslation): FormDefinition;
}

/** What {@link defineConsoleFormHead} takes: a form's name, permission and title. */
export interface ConsoleFormHeadSpec<Name extends string, T extends TextTree> {
  name: Name;
  permission: Permission;
  /** The feature's form texts (`formTexts.ts`), in four languages. */
  texts: FeatureTexts<T>;
  /** The key of the title in `texts`. */
  title: TextKey<T>;
}

/** What {@link defineConsoleForm} takes. */
export interface ConsoleFormSpec<Name extends string, T extends TextTree>
  extends ConsoleFormHeadSpec<Name, T> {
  /**
   * The generic form's props. Field rules (required, lengths, ranges, patterns) come from
   * the `payloadSchema` of `@netfleet/contracts`; a field states only what the schema
   * cannot (a rule that depends on another field or on the user).
   */
  form(context: ConsoleFormContext<T>): Omit<FormDefinition, 'title'>;
}

/**
 * Declares a console form: its name, the permission it needs, its texts and its
 * definition. Nothing is registered: `consoleForms.ts` lists the forms, and the console
 * passes them to the forms layer explicitly.
 *
 * @example
 * export const addTagForm = defineConsoleForm({
 *   name: 'add-tag',
 *   permission: 'create_tags',
 *   texts: tagFormTexts,
 *   title: 'addTag.title',
 *   form: ({ t }) => ({ fields: [{ key: 'name', label: t('addTag.name') }], url: '/tags', payloadSchema: TagSchema }),
 * });
 */
export function defineConsoleForm<const Name extends string, T extends TextTree>(
  spec: ConsoleFormSpec<Name, T>,
): ConsoleForm<Name> {
  return {
    ...defineConsoleFormHead(spec),
    define: (context, translation) => {
      const t = createFormTranslator(spec.texts, translation);
      return { ...spec.form({ ...context, t }), title: t(spec.title) };
    },
  };
}

/**
 * A form's head ({@link ConsoleFormHead}) from its name, permission, texts and title: what a
 * page imports to offer the form when the form itself (its fields, rules and schemas) should
 * not load with the page. Pass the same spec to {@link defineConsoleForm} with its `form`.
 *
 * @example
 * export const ADD_TAG_HEAD = { name: 'add-tag', permission: 'create_tags', texts: tagFormTexts, title: 'addTag.title' } as const;
 * export const addTagFormHead = defineConsoleFormHead(ADD_TAG_HEAD);
 * // elsewhere: defineConsoleForm({ ...ADD_TAG_HEAD, form: ({ t }) => ({ … }) })
 */
export function defineConsoleFormHead<const Name extends string, T extends TextTree>(
  spec: ConsoleFormHeadSpec<Name, T>,
): ConsoleFormHead<Name> {
  return {
    name: spec.name,
    permission: spec.permission,
    title: (translation) => createFormTranslator(spec.texts, translation)(spec.title),
  };
}
