export { Alert, type AlertProps, type AlertVariant } from './components/Alert.js';
export {
  browserClipboard,
  type ClipboardWriter,
  COPIED_RESET_MS,
  CopyToClipboard,
  type CopyToClipboardProps,
} from './components/CopyToClipboard.js';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable.js';
export { FileChooser, type FileChooserProps } from './components/FileChooser.js';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/FormField.js';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './components/Icon.js';
export { Loader, type LoaderProps } from './components/Loader.js';
export {
  DEFAULT_PAGE_SIZES,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './components/Pagination.js';
export { isShortTooltip, TOOLTIP_SHORT_LENGTH, Tooltip, type TooltipProps } from './components/Tooltip.js';
export { useDisclosureDismiss } from './components/useDisclosureDismiss.js';
export { type CookieJar, type DocumentCookieOptions, documentCookieJar } from './dark-mode/cookies.js';
export {
  type ColorScheme,
  type ColorSchemeQuery,
  createDarkMode,
  DARK_MODE_COOKIE,
  type DarkModeController,
  type DarkModeOptions,
  type DarkModeSetting,
  type DarkModeSnapshot,
  PREFERS_DARK_QUERY,
  parseDarkModeSetting,
  resolveColorScheme,
  type ThemeRoot,
} from './dark-mode/createDarkMode.js';
export { DarkModeSwitch, type DarkModeSwitchProps } from './dark-mode/DarkModeSwitch.js';
export { type UseDarkModeResult, useDarkMode } from './dark-mode/useDarkMode.js';
export { formatBytes } from './format/formatBytes.js';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  type DateFormatOptions,
  formatDate,
  formatDateTime,
} from './format/formatDateTime.js';
export { formatNumber, type NumberFormatOptions } from './format/formatNumber.js';
export { formatRelativeTime, type RelativeTimeOptions } from './format/formatRelativeTime.js';
export { type DateInput, isValidTimeZone, toDate, UNKNOWN_VALUE } from './format/toDate.js';
export { type CreateI18nOptions, createI18n } from './i18n/createI18n.js';
export {
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  UI_KIT_NAMESPACE,
} from './i18n/languages.js';
export { UI_KIT_RESOURCES, type UiKitResource } from './i18n/resources/index.js';
export {
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
} from './i18n/storedLanguage.js';
export {
  defineTexts,
  type FeatureTexts,
  type SameKeys,
  type TextKey,
  type TextTree,
} from './i18n/texts/defineTexts.js';
export { textsProblems } from './i18n/texts/textsProblems.js';
export { registerTranslations, textsIn } from './i18n/texts/translations.js';
export {
  addFeatureTexts,
  interpolate,
  lookup,
  lookupCounted,
  type TextValues,
  type Translate,
  useTexts,
} from './i18n/texts/useTexts.js';
export {
  translateEnglish,
  type UiKitTextKey,
  type UiKitTextValues,
  type UiKitTranslate,
} from './i18n/translate.js';
export { type I18nLanguage, useI18nLanguage } from './i18n/useI18nLanguage.js';
export { type UiKitTranslation, useUiKitTranslation } from './i18n/useUiKitTranslation.js';
export {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LEAVE_MS,
  TOAST_MAX_VISIBLE,
  TOAST_QUEUE_CHECK_MS,
  type Toast,
  type ToastInput,
  type ToastKind,
  type ToastPhase,
  type ToastSnapshot,
  type ToastStore,
  type ToastStoreOptions,
  type ToastTimers,
} from './toast/createToastStore.js';
export {
  ToastStoreProvider,
  type ToastStoreProviderProps,
  useToastStore,
} from './toast/ToastStoreContext.js';
export {
  DEFAULT_TOAST_POSITION,
  type ToastPosition,
  ToastViewport,
  type ToastViewportProps,
} from './toast/ToastViewport.js';
export { useToasts } from './toast/useToasts.js';
