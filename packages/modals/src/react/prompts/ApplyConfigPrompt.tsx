import type { ApplyConfigPromptProps } from '../../core/promptPresets.js';
import { useModalsTranslation } from '../../i18n/useModalsTranslation.js';

/**
 * Content of the apply-config prompt: the question "Apply this configuration to the
 * selected devices?", the configuration's name and the device count when given, and a
 * note that current settings are replaced and devices may restart. Open it with
 * `manager.confirm(applyConfigPrompt(props))`.
 */
export function ApplyConfigPrompt({ configName, deviceCount }: ApplyConfigPromptProps) {
  const { t } = useModalsTranslation();
  return (
    <div className="nf-prompt-content">
      <p className="nf-prompt-content__question">{t('applyConfig.question')}</p>
      {configName ? <p>{t('applyConfig.configName', { name: configName })}</p> : null}
      {deviceCount === undefined ? null : (
        <p>
          {deviceCount === 1
            ? t('applyConfig.deviceCountOne')
            : t('applyConfig.deviceCountOther', { count: deviceCount })}
        </p>
      )}
      <p className="nf-prompt-content__note">{t('applyConfig.note')}</p>
    </div>
  );
}
