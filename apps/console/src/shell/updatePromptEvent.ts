/** The window event that asks the shell to offer the newer version (spec §4). */
export const SHOW_UPDATE_PROMPT_EVENT = 'netfleet:show-update-prompt';

/** Fires {@link SHOW_UPDATE_PROMPT_EVENT}; `checkVersion` calls it when a newer build is deployed. */
export function showUpdatePrompt(): void {
  window.dispatchEvent(new CustomEvent(SHOW_UPDATE_PROMPT_EVENT));
}
