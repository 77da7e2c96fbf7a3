/**
 * Every user-visible string of `@netfleet/modals`, in English. Placeholders are written
 * `{name}` and filled by {@link formatText}. This is the reference language resource:
 * `src/i18n/resources/` holds Norwegian, Japanese and Ukrainian with exactly these keys
 * and placeholders (`MODAL_RESOURCES`), and the React host shows the active language.
 * The React-free core uses these English texts as its defaults.
 */
export const texts = {
  /** Default text of a prompt's confirm button (spec: "confirmText (default Confirm)"). */
  confirm: 'Confirm',
  /** Default text of a prompt's cancel button (spec: "cancelText (default Cancel)"). */
  cancel: 'Cancel',
  close: 'Close',
  minimize: 'Minimize',
  enterFullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  help: 'Help (opens in a new tab)',
  move: 'Move window (arrow keys)',
  restore: 'Restore {title}',
  minimizedTray: 'Minimized windows',
  untitled: 'Window',
  loading: 'Loading…',
  selectPlaceholder: 'Select…',
  doNotShowAgain: 'Do not show again',
  /** Spec §8, verbatim, with the limit (`MAX_MINIMIZED_MODALS`, 5) filled in as `count`. */
  minimizeLimit: 'You can not minimize more than {count} windows.',
  reminderSaveFailed: 'Your choice could not be saved. This question will be asked again next time.',
  unknownModal: 'The window "{name}" is not available.',
  contentFailed: 'This window could not be displayed.',
  applyConfig: {
    title: 'Apply configuration',
    question: 'Apply this configuration to the selected devices?',
    configName: 'Configuration: {name}',
    deviceCountOne: '1 device selected.',
    deviceCountOther: '{count} devices selected.',
    note: 'The settings in the configuration replace the current ones on each device. Devices may restart while it is applied.',
    confirm: 'Apply',
  },
  monitoringTemplatesRemove: {
    title: 'Remove monitoring templates',
    question: 'Remove the selected monitoring templates?',
    more: 'and {count} more',
    note: 'Devices that use these templates stop being monitored by them. This cannot be undone.',
    confirm: 'Remove',
  },
} as const;

/** The shape of {@link texts}. */
export type ModalTexts = typeof texts;

/**
 * Fills `{name}` placeholders of a text. Unknown placeholders are left as they are.
 *
 * @example
 * formatText(texts.restore, { title: 'Add tag' }); // 'Restore Add tag'
 */
export function formatText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
