import type { ModalManager } from '@netfleet/modals';
import type { VerificationPrompt } from '../../core/submit/types.js';

/**
 * Opens a registered modal that shows a verification prompt and watches it: when the modal
 * goes away (closed by the user, replaced by another) before the prompt settled, the
 * prompt is cancelled. A prompt that settled ignores the cancel. `title` replaces the
 * prompt's (its translation).
 */
export function openPromptModal(
  manager: ModalManager,
  name: string,
  id: string,
  prompt: VerificationPrompt,
  extraProps: Record<string, unknown> = {},
  title: string = prompt.title,
): void {
  manager.open({ id, component: name, title, props: { ...extraProps, prompt } });
  const unsubscribe = manager.subscribe(() => {
    if (manager.get(id)?.props.prompt === prompt) return;
    unsubscribe();
    prompt.cancel();
  });
}
