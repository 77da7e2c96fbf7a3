import './viewSwitch.css';
import { useTexts } from '../../../i18n/useTexts.js';
import { devicesViewTexts } from './viewSwitchTexts.js';

/** Props of {@link DevicesViewSwitch}. */
export interface DevicesViewSwitchProps {
  /** The view shown: the list (the default) or the map. */
  view: 'list' | 'map';
  onChange(view: 'list' | 'map'): void;
}

/**
 * The devices page's "List / Map" switch: two toggle buttons in a labelled group (Tab
 * reaches them, Enter or Space chooses), the pressed one the view shown. The page keeps the
 * choice in the URL (`view=map`), beside the filters both views share.
 */
export function DevicesViewSwitch({ view, onChange }: DevicesViewSwitchProps) {
  const t = useTexts(devicesViewTexts);
  return (
    <fieldset className="devices-view-switch">
      <legend className="nf-visually-hidden">{t('view')}</legend>
      {(['list', 'map'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className="nf-button"
          aria-pressed={view === choice}
          onClick={() => {
            if (view !== choice) onChange(choice);
          }}
        >
          {t(choice)}
        </button>
      ))}
    </fieldset>
  );
}
