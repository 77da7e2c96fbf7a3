import { brandedModel } from '@netfleet/permissions';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { modelImage } from '../modelImage.js';
import { deviceTexts } from '../texts.js';
import { DeviceActions } from './DeviceActions.js';
import { DeviceFacts, type HeaderDevice } from './DeviceFacts.js';
import { DeviceName } from './DeviceName.js';
import { DeviceTags } from './DeviceTags.js';
import './deviceHeader.css';

/** Props of {@link DeviceHeader}. */
export interface DeviceHeaderProps {
  device: HeaderDevice;
  /** The user may open the device's access tab. */
  remoteAccess: boolean;
  /** The user opened the delete form. */
  onDeleteOpened: () => void;
}

/**
 * The device page's header: the model's picture, the name (editable), the model, the device's
 * facts, its tags (editable) and the actions the user may take.
 */
export function DeviceHeader({ device, remoteAccess, onDeleteOpened }: DeviceHeaderProps) {
  const t = useTexts(deviceTexts);
  const { brand } = useConsole();
  return (
    <header className="page__header device-header">
      <img
        className="device-header__image"
        src={modelImage(brand, device)}
        alt={t('modelImage', { model: brandedModel(brand, device.model) })}
        width={96}
        height={96}
      />
      <div className="device-header__main">
        <DeviceName device={device} />
        <p className="device-header__model">
          <span className="device-header__label">{t('model')}</span> {brandedModel(brand, device.model)}
        </p>
        <DeviceFacts device={device} />
        <DeviceTags device={device} />
        <DeviceActions deviceId={device.id} remoteAccess={remoteAccess} onDeleteOpened={onDeleteOpened} />
      </div>
    </header>
  );
}
