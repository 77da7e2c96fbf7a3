export {
  APPLY_CONFIG_PROMPT,
  type ApplyConfigPromptProps,
  applyConfigPrompt,
  type CloseReason,
  type ConfirmOptions,
  type ConfirmResult,
  canConfirmPrompt,
  createMemoryReminderStore,
  createModalManager,
  EMAIL_PROMPT_ID,
  type FullscreenState,
  formatText,
  MAX_MINIMIZED_MODALS,
  type ManagerMessageKey,
  type ManagerMessageValues,
  MONITORING_TEMPLATES_REMOVE_PROMPT,
  type ModalManager,
  type ModalManagerOptions,
  type ModalOptions,
  type ModalPosition,
  type ModalProps,
  type ModalPropsByName,
  type ModalPropsOf,
  type ModalSnapshot,
  type ModalState,
  type ModalTexts,
  type ModalUpdate,
  type MonitoringTemplatesRemovePromptProps,
  monitoringTemplatesRemovePrompt,
  type OpenModalOptions,
  type PromptAnswer,
  type PromptInput,
  type ReminderStore,
  type SelectBox,
  type SelectOption,
  texts,
} from './core/index.js';
export { MODAL_LANGUAGES, MODALS_NAMESPACE, type ModalLanguage } from './i18n/languages.js';
export { MODAL_RESOURCES, MODALS_I18N_RESOURCES, type ModalResource } from './i18n/resources/index.js';
export {
  type ModalTextKey,
  type ModalTextValues,
  type ModalTranslate,
  translateEnglish as translateModalTextEnglish,
} from './i18n/translate.js';
export { type ModalsTranslation, useModalsTranslation } from './i18n/useModalsTranslation.js';
export {
  type AnyModalComponent,
  createModalRegistry,
  type ModalComponent,
  type ModalComponentProps,
  type ModalRegistry,
  type ModalRegistryOptions,
} from './react/createModalRegistry.js';
export { ModalHost, type ModalHostProps } from './react/ModalHost.js';
export {
  ModalsProvider,
  type ModalsProviderProps,
  useModalRegistry,
  useModalSnapshot,
  useModals,
} from './react/ModalsContext.js';
export { type ModalWindowApi, useModalWindow } from './react/ModalWindowContext.js';
export { ApplyConfigPrompt } from './react/prompts/ApplyConfigPrompt.js';
export { MonitoringTemplatesRemovePrompt } from './react/prompts/MonitoringTemplatesRemovePrompt.js';
export { SCROLL_LOCK_CLASS } from './react/useScrollLock.js';
