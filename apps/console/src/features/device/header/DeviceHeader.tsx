import { useTexts } from '../../../i18n/useTexts.js';
import { TagChips } from '../../devices/DeviceCells.js';
import { deviceTexts } from '../texts.js';
import { DeviceFacts, type HeaderDevice } from './DeviceFacts.js';
import './deviceHeader.css';

/**
 * The device page's header: name, model, the device's facts and its tags. The name and tags
 * are edited in place and the actions sit beside them (see the header folder).
 */
export function DeviceHeader({ device }: { device: HeaderDevice }) {
  const t = useTexts(deviceTexts);
  return (
    <header className="page__header device-header">
      <div className="device-header__main">
        <h1 className="page__title">{device.name}</h1>
        <p className="device-header__model">
          <span className="device-header__label">{t('model')}</span> {device.model}
        </p>
        <DeviceFacts device={device} />
        <div className="device-header__tags">
          <span className="device-header__label">{t('tags')}</span>{' '}
          {device.tags && device.tags.length > 0 ? <TagChips tags={device.tags} /> : t('noTags')}
        </div>
      </div>
    </header>
  );
}
