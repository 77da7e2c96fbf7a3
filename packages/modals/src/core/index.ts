export { formatText, type ModalTexts, texts } from '../texts.js';
export { canConfirmPrompt } from './canConfirmPrompt.js';
export { EMAIL_PROMPT_ID, MAX_MINIMIZED_MODALS } from './constants.js';
export {
  createModalManager,
  type ManagerMessageKey,
  type ManagerMessageValues,
  type ModalManager,
  type ModalManagerOptions,
} from './createModalManager.js';
export {
  APPLY_CONFIG_PROMPT,
  type ApplyConfigPromptProps,
  applyConfigPrompt,
  MONITORING_TEMPLATES_REMOVE_PROMPT,
  type MonitoringTemplatesRemovePromptProps,
  monitoringTemplatesRemovePrompt,
} from './promptPresets.js';
export { createMemoryReminderStore, type ReminderStore } from './reminders.js';
export type {
  CloseReason,
  ConfirmOptions,
  ConfirmResult,
  FullscreenState,
  ModalOptions,
  ModalPosition,
  ModalProps,
  ModalPropsByName,
  ModalPropsOf,
  ModalSnapshot,
  ModalState,
  ModalUpdate,
  OpenModalOptions,
  PromptAnswer,
  PromptInput,
  SelectBox,
  SelectOption,
} from './types.js';
