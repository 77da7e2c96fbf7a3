import { useId } from 'react';
import { Icon, type IconName } from '../components/Icon.js';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import type { DarkModeController, DarkModeSetting } from './createDarkMode.js';
import { useDarkMode } from './useDarkMode.js';

const OPTIONS: readonly { setting: DarkModeSetting; icon: IconName }[] = [
  { setting: 'auto', icon: 'monitor' },
  { setting: 'enabled', icon: 'moon' },
  { setting: 'disabled', icon: 'sun' },
];

/** Props of {@link DarkModeSwitch}. */
export interface DarkModeSwitchProps {
  controller: DarkModeController;
  className?: string;
}

/**
 * The three dark mode states as a radio group (Auto, On, Off), for the account
 * menu's dark mode panel.
 */
export function DarkModeSwitch({ controller, className }: DarkModeSwitchProps) {
  const { t } = useUiKitTranslation();
  const { setting, setSetting } = useDarkMode(controller);
  const name = useId();
  return (
    <fieldset className={className ? `nf-dark-mode ${className}` : 'nf-dark-mode'}>
      <legend className="nf-dark-mode__legend">{t('darkMode.label')}</legend>
      {OPTIONS.map((option) => (
        <label key={option.setting} className="nf-dark-mode__option">
          <input
            type="radio"
            name={name}
            value={option.setting}
            checked={setting === option.setting}
            onChange={() => setSetting(option.setting)}
          />
          <Icon name={option.icon} size={16} />
          <span>{t(`darkMode.${option.setting}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
