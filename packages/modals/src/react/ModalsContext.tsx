import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalSnapshot } from '../core/types.js';
import type { ModalRegistry } from './createModalRegistry.js';

interface ModalsContextValue {
  manager: ModalManager;
  registry: ModalRegistry;
}

export const ModalsContext = createContext<ModalsContextValue | null>(null);

/** Props of {@link ModalsProvider}. */
export interface ModalsProviderProps {
  manager: ModalManager;
  registry: ModalRegistry;
  children?: ReactNode;
}

/**
 * Makes one modal manager and registry available below: to {@link useModals} and to a
 * `<ModalHost />` rendered without props.
 *
 * @example
 * <ModalsProvider manager={manager} registry={registry}>
 *   <App />
 *   <ModalHost />
 * </ModalsProvider>
 */
export function ModalsProvider({ manager, registry, children }: ModalsProviderProps) {
  const value = useMemo(() => ({ manager, registry }), [manager, registry]);
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

function useModalsContext(caller: string): ModalsContextValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error(`${caller}: wrap the tree in <ModalsProvider manager={...} registry={...}>.`);
  return value;
}

/**
 * The modal manager of the nearest {@link ModalsProvider}; its methods are bound, so
 * `const { openModal, confirm } = useModals()` works. Throws outside a provider.
 *
 * @example
 * const { openModal } = useModals();
 * <button type="button" onClick={() => openModal('AddTag', { companyId })}>Add tag</button>
 */
export function useModals(): ModalManager {
  return useModalsContext('useModals').manager;
}

/** The registry of the nearest {@link ModalsProvider}, to register modals from a feature's code. */
export function useModalRegistry(): ModalRegistry {
  return useModalsContext('useModalRegistry').registry;
}

/** The current modal snapshot of `manager` (default: the provider's), re-rendering on change. */
export function useModalSnapshot(manager?: ModalManager): ModalSnapshot {
  const context = useContext(ModalsContext);
  const source = manager ?? context?.manager;
  if (!source) throw new Error('useModalSnapshot: pass a manager or wrap the tree in <ModalsProvider>.');
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
