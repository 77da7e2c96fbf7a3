import type { MonitoringTemplatesRemovePromptProps } from '../../core/promptPresets.js';
import { useModalsTranslation } from '../../i18n/useModalsTranslation.js';

/** At most this many template names are listed; the rest are counted. */
const LISTED_NAMES = 10;

/**
 * Content of the monitoring-templates-remove prompt: the question "Remove the selected
 * monitoring templates?", the first ten template names ("and N more" beyond), and a note
 * that devices stop being monitored by them and that it cannot be undone. Open it with
 * `manager.confirm(monitoringTemplatesRemovePrompt(props))`.
 */
export function MonitoringTemplatesRemovePrompt({
  templateNames = [],
}: MonitoringTemplatesRemovePromptProps) {
  const { t } = useModalsTranslation();
  const listed = templateNames.slice(0, LISTED_NAMES);
  const more = templateNames.length - listed.length;
  return (
    <div className="nf-prompt-content">
      <p className="nf-prompt-content__question">{t('monitoringTemplatesRemove.question')}</p>
      {listed.length > 0 ? (
        <ul className="nf-prompt-content__list">
          {listed.map((name, index) => (
            // Names need not be unique; the position is.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list that never reorders.
            <li key={index}>{name}</li>
          ))}
          {more > 0 ? <li>{t('monitoringTemplatesRemove.more', { count: more })}</li> : null}
        </ul>
      ) : null}
      <p className="nf-prompt-content__note">{t('monitoringTemplatesRemove.note')}</p>
    </div>
  );
}
