import type { ModalState } from '../core/types.js';
import { translateDefaultText } from '../i18n/translate.js';
import { useModalsTranslation } from '../i18n/useModalsTranslation.js';

/** Props of {@link MinimizedTray}. */
export interface MinimizedTrayProps {
  modals: readonly ModalState[];
  onRestore: (id: string) => void;
}

/** The minimized modals: one labelled restore button each, in a named region. */
export function MinimizedTray({ modals, onRestore }: MinimizedTrayProps) {
  const { t } = useModalsTranslation();
  if (modals.length === 0) return null;
  return (
    <section className="nf-modal-tray" aria-label={t('minimizedTray')}>
      <ul className="nf-modal-tray__list">
        {modals.map((modal) => {
          const title = modal.title ? translateDefaultText(t, modal.title) : t('untitled');
          return (
            <li key={modal.id}>
              <button
                type="button"
                className="nf-modal-tray__item"
                aria-label={t('restore', { title })}
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
