import { useI18nLanguage } from '@netfleet/ui-kit';
import { useCallback, useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useCan } from '../../session/useCurrentUser.js';
import type { ConsoleFormHead } from './defineConsoleForm.js';

/** What a page needs to offer a console form: whether to, its title, and how to open it. */
export interface ConsoleFormAction {
  /** Whether the user holds the form's permission: a form they may not use is not offered. */
  allowed: boolean;
  /** The form's title in the user's language (the button and the modal title). */
  title: string;
  /** Opens the form in a modal (`id`: the route id it may need, `defaults`: values the page knows). */
  open(props?: { id?: string; defaults?: Record<string, unknown> }): void;
}

/**
 * A console form as a page offers it: its permission decides whether the button shows,
 * its title labels the button and the modal, and `open` opens it in the `Form` modal. The
 * permission and title live with the form; the page repeats neither.
 *
 * @example
 * const addTag = useConsoleForm(addTagForm);
 * {addTag.allowed ? <button onClick={() => addTag.open()}>{addTag.title}</button> : null}
 */
export function useConsoleForm(form: ConsoleFormHead): ConsoleFormAction {
  const can = useCan();
  const { modals } = useConsole();
  const { instance, language } = useI18nLanguage();
  const title = useMemo(() => form.title({ i18n: instance ?? null, language }), [form, instance, language]);
  const open = useCallback<ConsoleFormAction['open']>(
    (props = {}) => modals.openModal('Form', { name: form.name, ...props }, { title }),
    [modals, form, title],
  );
  return { allowed: can(form.permission), title, open };
}
