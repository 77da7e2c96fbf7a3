import type { ComponentType } from 'react';
import { APPLY_CONFIG_PROMPT, MONITORING_TEMPLATES_REMOVE_PROMPT } from '../core/promptPresets.js';
import type { ModalProps } from '../core/types.js';
import type { ModalWindowApi } from './ModalWindowContext.js';
import { ApplyConfigPrompt } from './prompts/ApplyConfigPrompt.js';
import { MonitoringTemplatesRemovePrompt } from './prompts/MonitoringTemplatesRemovePrompt.js';

/** Props every registered modal component receives besides its own: its window. */
export interface ModalComponentProps {
  modal: ModalWindowApi;
}

/** A component registered under a name; it renders the body of the modal. */
export type ModalComponent<P extends object = ModalProps> = ComponentType<P & ModalComponentProps>;

/** Any registered component, whatever its props. */
// `never` props: every component type is assignable, and none can be rendered without a cast.
export type AnyModalComponent = ComponentType<never>;

/** The named modals an app can open with `openModal(name, props)`. */
export interface ModalRegistry {
  /** Registers (or replaces) the component of a name; returns a function that unregisters it. */
  registerModal<P extends object>(name: string, component: ModalComponent<P>): () => void;
  get(name: string): ModalComponent | undefined;
  has(name: string): boolean;
  names(): string[];
  /** For hosts: a registration after a modal opened re-renders it. */
  subscribe(listener: () => void): () => void;
  getVersion(): number;
}

/** Options of {@link createModalRegistry}. */
export interface ModalRegistryOptions {
  /** Registers `ApplyConfigPrompt` and `MonitoringTemplatesRemovePrompt`. Defaults to `true`. */
  builtInPrompts?: boolean;
}

/**
 * Creates a registry of named modal components. Components may be `React.lazy`: the host
 * renders them inside Suspense, so the 150 modals of the console can load on demand.
 *
 * @example
 * const registry = createModalRegistry({ AddTag });
 * registry.registerModal('DeviceAccess', lazy(() => import('./DeviceAccess.js')));
 * manager.openModal('AddTag', { companyId: 7 }, { title: 'Add tag' });
 */
export function createModalRegistry(
  modals: Readonly<Record<string, AnyModalComponent>> = {},
  { builtInPrompts = true }: ModalRegistryOptions = {},
): ModalRegistry {
  const components = new Map<string, ModalComponent>();
  const listeners = new Set<() => void>();
  let version = 0;

  function registerModal<P extends object>(name: string, component: ModalComponent<P>): () => void {
    const stored = component as unknown as ModalComponent;
    components.set(name, stored);
    version += 1;
    for (const listener of [...listeners]) listener();
    return () => {
      if (components.get(name) !== stored) return;
      components.delete(name);
      version += 1;
      for (const listener of [...listeners]) listener();
    };
  }

  if (builtInPrompts) {
    registerModal(APPLY_CONFIG_PROMPT, ApplyConfigPrompt);
    registerModal(MONITORING_TEMPLATES_REMOVE_PROMPT, MonitoringTemplatesRemovePrompt);
  }
  for (const [name, component] of Object.entries(modals)) {
    registerModal(name, component as unknown as ModalComponent);
  }

  return {
    registerModal,
    get: (name) => components.get(name),
    has: (name) => components.has(name),
    names: () => [...components.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getVersion: () => version,
  };
}
