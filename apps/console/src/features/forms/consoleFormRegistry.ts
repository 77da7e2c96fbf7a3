import { createFormRegistry, type FormRegistry, type RegisteredForm } from '@netfleet/forms';
import { CONSOLE_FORMS } from './consoleForms.js';
import type { FormTranslation } from './formTranslation.js';

/**
 * The forms layer's registry of the console's forms ({@link CONSOLE_FORMS}), made in one
 * language: each form's title and texts are translated when it opens.
 */
export function consoleFormRegistry(translation: FormTranslation): FormRegistry {
  const entries: Record<string, RegisteredForm> = {};
  for (const form of CONSOLE_FORMS) {
    entries[form.name] = {
      permission: form.permission,
      definition: (context) => form.define(context, translation),
    };
  }
  return createFormRegistry(entries);
}
