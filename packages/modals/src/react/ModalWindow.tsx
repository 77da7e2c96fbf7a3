import { type CSSProperties, Suspense, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalState } from '../core/types.js';
import { useModalsTranslation } from '../i18n/useModalsTranslation.js';
import type { ModalRegistry } from './createModalRegistry.js';
import { ModalErrorBoundary } from './ModalErrorBoundary.js';
import { ModalHeader } from './ModalHeader.js';
import { type ModalWindowApi, ModalWindowContext } from './ModalWindowContext.js';
import { PromptContent } from './PromptContent.js';
import { useWindowDrag } from './useWindowDrag.js';

/** Props of {@link ModalWindow}. */
export interface ModalWindowProps {
  modal: ModalState;
  manager: ModalManager;
  registry: ModalRegistry;
  /** Stacking level: higher is in front. */
  level: number;
  registerElement: (id: string, element: HTMLElement | null) => void;
}

/** One modal window: a dialog with its header and body; hidden (but kept, with its state) while minimized. */
export function ModalWindow({ modal, manager, registry, level, registerElement }: ModalWindowProps) {
  const { t } = useModalsTranslation();
  const titleId = useId();
  const messageId = useId();
  const windowRef = useRef<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { id } = modal;
  const drag = useWindowDrag(manager, modal, windowRef);

  const setWindow = useCallback(
    (element: HTMLElement | null) => {
      windowRef.current = element;
      registerElement(id, element);
    },
    [id, registerElement],
  );

  useEffect(
    () =>
      manager.onScrollToTop((target) => {
        if (target !== id || !bodyRef.current) return;
        bodyRef.current.scrollTop = 0;
        if (windowRef.current) windowRef.current.scrollTop = 0;
      }),
    [manager, id],
  );

  const api = useMemo<ModalWindowApi>(
    () => ({
      id,
      state: modal,
      close: (reason = 'button') => manager.close(id, { reason }),
      minimize: () => manager.minimize(id),
      scrollToTop: () => manager.scrollToTop(id),
      update: (patch) => manager.update(id, patch),
    }),
    [manager, id, modal],
  );

  const Content = modal.component ? registry.get(modal.component) : undefined;
  let content = null;
  if (Content) content = <Content {...modal.props} modal={api} />;
  else if (modal.component) {
    content = (
      <p className="nf-modal__error" role="alert">
        {t('unknownModal', { name: modal.component })}
      </p>
    );
  }
  const isPrompt = modal.prompt !== undefined;
  const positioned = modal.position !== null && !modal.fullscreen.active;
  const style: CSSProperties = { zIndex: level };
  if (positioned && modal.position) {
    style.left = modal.position.x;
    style.top = modal.position.y;
  }
  const className = [
    'nf-modal',
    modal.mainModal ? 'nf-modal--main' : '',
    modal.fullscreen.active ? 'nf-modal--fullscreen' : '',
    positioned ? 'nf-modal--positioned' : '',
    isPrompt ? 'nf-modal--prompt' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ModalWindowContext.Provider value={api}>
      <section
        ref={setWindow}
        role="dialog"
        aria-modal={modal.mainModal ? true : undefined}
        aria-labelledby={titleId}
        aria-describedby={isPrompt ? messageId : undefined}
        tabIndex={-1}
        hidden={modal.minimized}
        className={className}
        data-modal-id={id}
        style={style}
        // A click on a window behind the main one brings it to the front.
        onPointerDown={modal.mainModal ? undefined : () => manager.activate(id)}
      >
        <ModalHeader
          modal={modal}
          manager={manager}
          titleId={titleId}
          onDragStart={drag.onPointerDown}
          onMoveKeyDown={drag.onMoveKeyDown}
        />
        <div className="nf-modal__body" ref={bodyRef}>
          {/* A replaced modal (same id, new revision) starts with fresh content state. */}
          <ModalErrorBoundary
            key={modal.revision}
            fallback={
              <p className="nf-modal__error" role="alert">
                {t('contentFailed')}
              </p>
            }
          >
            <Suspense fallback={<p className="nf-modal__loading">{t('loading')}</p>}>
              {isPrompt ? (
                <PromptContent modal={modal} manager={manager} messageId={messageId}>
                  {content}
                </PromptContent>
              ) : (
                content
              )}
            </Suspense>
          </ModalErrorBoundary>
        </div>
      </section>
    </ModalWindowContext.Provider>
  );
}
