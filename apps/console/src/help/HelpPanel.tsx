import { Icon } from '@netfleet/ui-kit';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../i18n/useTexts.js';
import { HELP_LOOKUP_DELAY_MS, type HelpEntry } from './helpData.js';
import { helpTexts } from './texts.js';

/** Props of {@link HelpPanel}. */
export interface HelpPanelProps {
  /** The page's help data. */
  entries: readonly HelpEntry[];
  /** Where the page's `[data-help-key]` elements are. */
  scope: HTMLElement | null;
  onClose: () => void;
}

/**
 * The contextual help side panel (spec §2.1): it lists what the page offers help for,
 * and when the pointer or focus rests on an element with `data-help-key` for 700 ms it
 * looks that entry up and shows it on top.
 */
export function HelpPanel({ entries, scope, onClose }: HelpPanelProps) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();
  const t = useTexts(helpTexts);

  // A layout effect, so the listeners are in place as soon as the panel is on screen: with a
  // passive effect, a pointer resting on an item in the moment after the panel appears was lost.
  useLayoutEffect(() => {
    if (!scope) return;
    const schedule = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.('[data-help-key]');
      const key = target?.getAttribute('data-help-key');
      clearTimeout(timer.current);
      if (!key) return;
      timer.current = setTimeout(() => setActiveKey(key), HELP_LOOKUP_DELAY_MS);
    };
    scope.addEventListener('pointerover', schedule);
    scope.addEventListener('focusin', schedule);
    return () => {
      clearTimeout(timer.current);
      scope.removeEventListener('pointerover', schedule);
      scope.removeEventListener('focusin', schedule);
    };
  }, [scope]);

  const active = entries.find((entry) => entry.key === activeKey);
  return (
    <aside className="help-panel" aria-labelledby={titleId}>
      <div className="help-panel__header">
        <h2 id={titleId} className="help-panel__title">
          {t('title')}
        </h2>
        <button type="button" className="header-button" aria-label={t('close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="help-panel__lookup" aria-live="polite">
        {active ? (
          <div className="help-panel__active">
            <h3>{active.term}</h3>
            <p>{active.description}</p>
          </div>
        ) : (
          <p className="help-panel__hint">{t('hint')}</p>
        )}
      </div>
      {entries.length > 0 ? (
        <dl className="help-panel__list">
          {entries.map((entry) => (
            <div
              key={entry.key}
              className={
                entry.key === activeKey ? 'help-panel__entry help-panel__entry--active' : 'help-panel__entry'
              }
            >
              <dt>{entry.term}</dt>
              <dd>{entry.description}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="help-panel__hint">{t('noTopics')}</p>
      )}
    </aside>
  );
}
