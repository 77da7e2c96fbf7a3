import { useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalRegistry } from './createModalRegistry.js';
import { MinimizedTray } from './MinimizedTray.js';
import { ModalsContext, useModalSnapshot } from './ModalsContext.js';
import { ModalWindow } from './ModalWindow.js';
import { useModalFocus } from './useModalFocus.js';
import { useScrollLock } from './useScrollLock.js';

/** Props of {@link ModalHost}. Manager and registry default to the {@link ModalsProvider}'s. */
export interface ModalHostProps {
  manager?: ModalManager;
  registry?: ModalRegistry;
  /** Where the portal renders. Defaults to `document.body`. */
  container?: Element;
  /** A click on the backdrop closes the main modal (reason `'backdrop'`). Defaults to `false`: forms lose input. */
  closeOnBackdrop?: boolean;
}

/** Base of the windows' z-index inside the layer; the backdrop sits below it. */
const LEVEL_BASE = 1;

/**
 * Renders every open modal in a portal: windows (the main one `aria-modal`, focus trapped),
 * a backdrop and page scroll lock while any is not minimized, and a tray of the minimized ones.
 *
 * @example
 * <ModalHost manager={manager} registry={registry} />
 */
export function ModalHost(props: ModalHostProps) {
  const context = useContext(ModalsContext);
  const manager = props.manager ?? context?.manager;
  const registry = props.registry ?? context?.registry;
  if (!manager || !registry) {
    throw new Error('ModalHost: pass manager and registry, or render it inside <ModalsProvider>.');
  }
  const snapshot = useModalSnapshot(manager);
  useSyncExternalStore(registry.subscribe, registry.getVersion, registry.getVersion);

  const elements = useRef(new Map<string, HTMLElement>());
  const registerElement = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  useScrollLock(snapshot.scrollLocked);
  useModalFocus(manager, snapshot, elements);

  if (snapshot.modals.length === 0) return null;
  const { mainId } = snapshot;
  const onBackdrop =
    props.closeOnBackdrop && mainId ? () => manager.close(mainId, { reason: 'backdrop' }) : undefined;

  return createPortal(
    <div className="nf-modal-layer">
      {snapshot.scrollLocked ? (
        // Pointer only: Esc is the keyboard way to close.
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control.
        // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes from the keyboard.
        <div className="nf-modal-backdrop" onClick={onBackdrop} />
      ) : null}
      {snapshot.modals.map((modal) => (
        <ModalWindow
          key={modal.id}
          modal={modal}
          manager={manager}
          registry={registry}
          level={LEVEL_BASE + snapshot.stack.indexOf(modal.id)}
          registerElement={registerElement}
        />
      ))}
      <MinimizedTray
        modals={snapshot.modals.filter((modal) => modal.minimized)}
        onRestore={manager.restore}
      />
    </div>,
    props.container ?? document.body,
  );
}
