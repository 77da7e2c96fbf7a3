import { texts } from '../texts.js';
import type { ConfirmOptions } from './types.js';

/** Registered name of the apply-config prompt content. */
export const APPLY_CONFIG_PROMPT = 'ApplyConfigPrompt';

/** Registered name of the monitoring-templates-remove prompt content. */
export const MONITORING_TEMPLATES_REMOVE_PROMPT = 'MonitoringTemplatesRemovePrompt';

/** Props of the apply-config prompt content. */
export interface ApplyConfigPromptProps {
  /** Name of the configuration being applied. */
  configName?: string;
  /** How many devices are selected. */
  deviceCount?: number;
}

/** Props of the monitoring-templates-remove prompt content. */
export interface MonitoringTemplatesRemovePromptProps {
  /** Names of the templates being removed; the first ten are listed. */
  templateNames?: readonly string[];
}

declare module './types.js' {
  interface ModalPropsByName {
    ApplyConfigPrompt: ApplyConfigPromptProps;
    MonitoringTemplatesRemovePrompt: MonitoringTemplatesRemovePromptProps;
  }
}

/**
 * Options of the apply-config prompt for `manager.confirm()`: title "Apply configuration",
 * the question and details from the `ApplyConfigPrompt` content, confirm button "Apply".
 *
 * @example
 * const { confirmed } = await manager.confirm(applyConfigPrompt({ configName: 'Office', deviceCount: 3 }));
 */
export function applyConfigPrompt(
  props: ApplyConfigPromptProps = {},
  overrides: Partial<ConfirmOptions> = {},
): ConfirmOptions {
  return {
    title: texts.applyConfig.title,
    component: APPLY_CONFIG_PROMPT,
    props,
    confirmText: texts.applyConfig.confirm,
    ...overrides,
  };
}

/**
 * Options of the monitoring-templates-remove prompt for `manager.confirm()`: title
 * "Remove monitoring templates", the question and the template names from the
 * `MonitoringTemplatesRemovePrompt` content, confirm button "Remove".
 */
export function monitoringTemplatesRemovePrompt(
  props: MonitoringTemplatesRemovePromptProps = {},
  overrides: Partial<ConfirmOptions> = {},
): ConfirmOptions {
  return {
    title: texts.monitoringTemplatesRemove.title,
    component: MONITORING_TEMPLATES_REMOVE_PROMPT,
    props,
    confirmText: texts.monitoringTemplatesRemove.confirm,
    ...overrides,
  };
}
