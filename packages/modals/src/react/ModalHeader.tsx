import type { KeyboardEvent, PointerEvent } from 'react';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalState } from '../core/types.js';
import { translateDefaultText } from '../i18n/translate.js';
import { useModalsTranslation } from '../i18n/useModalsTranslation.js';
import { WindowIcon } from './WindowIcon.js';

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps {
  modal: ModalState;
  manager: ModalManager;
  titleId: string;
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
  onMoveKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The window header: title, subtitle, help link (new tab) and the window controls (move
 * handle, minimize, fullscreen where allowed, close). `hideHeaderControls` hides the
 * controls; the help link stays, being content rather than a control.
 */
export function ModalHeader({ modal, manager, titleId, onDragStart, onMoveKeyDown }: ModalHeaderProps) {
  const { t } = useModalsTranslation();
  const fullscreen = modal.fullscreen.active;
  return (
    <header className="nf-modal__header" onPointerDown={fullscreen ? undefined : onDragStart}>
      <div className="nf-modal__titles">
        <h2
          id={titleId}
          className={modal.title ? 'nf-modal__title' : 'nf-modal__title nf-modal__title--hidden'}
        >
          {modal.title ? translateDefaultText(t, modal.title) : t('untitled')}
        </h2>
        {modal.subtitle ? <p className="nf-modal__subtitle">{modal.subtitle}</p> : null}
      </div>
      <div className="nf-modal__controls">
        {modal.helpLink ? (
          <a
            className="nf-modal__control"
            href={modal.helpLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('help')}
          >
            <WindowIcon name="help" />
          </a>
        ) : null}
        {modal.hideHeaderControls ? null : (
          <>
            {fullscreen ? null : (
              <button
                type="button"
                className="nf-modal__control nf-modal__move"
                aria-label={t('move')}
                onKeyDown={onMoveKeyDown}
              >
                <WindowIcon name="move" />
              </button>
            )}
            <button
              type="button"
              className="nf-modal__control"
              aria-label={t('minimize')}
              onClick={() => manager.minimize(modal.id)}
            >
              <WindowIcon name="minimize" />
            </button>
            {modal.fullscreen.allowed ? (
              <button
                type="button"
                className="nf-modal__control"
                aria-label={fullscreen ? t('exitFullscreen') : t('enterFullscreen')}
                onClick={() => manager.toggleFullscreen(modal.id)}
              >
                <WindowIcon name={fullscreen ? 'unmaximize' : 'maximize'} />
              </button>
            ) : null}
            <button
              type="button"
              className="nf-modal__control nf-modal__close"
              aria-label={t('close')}
              onClick={() => manager.close(modal.id, { reason: 'button' })}
            >
              <WindowIcon name="close" />
            </button>
          </>
        )}
      </div>
    </header>
  );
}
