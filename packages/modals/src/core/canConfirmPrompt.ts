import type { ModalState, PromptAnswer } from './types.js';

/**
 * Whether a prompt may be confirmed with these answers: its input, when it has one, is
 * not blank, and a required select box has something selected (spec §5). Hosts disable
 * the confirm button with it; `confirmPrompt()` refuses on the same rule.
 */
export function canConfirmPrompt(
  modal: Pick<ModalState, 'input' | 'selectBox'>,
  answer: Pick<PromptAnswer, 'value' | 'selection'>,
): boolean {
  if (modal.input && (answer.value ?? '').trim() === '') return false;
  if (modal.selectBox?.required && !(answer.selection ?? []).some((value) => value !== '')) return false;
  return true;
}
