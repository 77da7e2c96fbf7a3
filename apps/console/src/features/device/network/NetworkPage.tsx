import { useTexts } from '../../../i18n/useTexts.js';
import { DeviceTab } from '../ports/DeviceTab.js';
import { NetworkView } from './NetworkView.js';
import { deviceNetworkTexts } from './texts.js';

/** `/devices/{id}/network` (create_multi_configuration): the device's network state. */
export function NetworkPage() {
  const t = useTexts(deviceNetworkTexts);
  return (
    <DeviceTab routeName="device.network" loadFailed={t('loadFailed')}>
      {(device) => <NetworkView device={device} />}
    </DeviceTab>
  );
}
