import type { ModalState } from '../core/types.js';
import { formatText, texts } from '../texts.js';

/** Props of {@link MinimizedTray}. */
export interface MinimizedTrayProps {
  modals: readonly ModalState[];
  onRestore: (id: string) => void;
}

/** The minimized modals: one labelled restore button each, in a named region. */
export function MinimizedTray({ modals, onRestore }: MinimizedTrayProps) {
  if (modals.length === 0) return null;
  return (
    <section className="nf-modal-tray" aria-label={texts.minimizedTray}>
      <ul className="nf-modal-tray__list">
        {modals.map((modal) => {
          const title = modal.title ?? texts.untitled;
          return (
            <li key={modal.id}>
              <button
                type="button"
                className="nf-modal-tray__item"
                aria-label={formatText(texts.restore, { title })}
                onClick={() => onRestore(modal.id)}
              >
                {title}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
