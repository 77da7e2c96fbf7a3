import { useTexts } from '../../../i18n/useTexts.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { DeviceTab } from './DeviceTab.js';
import { PortsView } from './PortsView.js';
import { portScanForm } from './portScanForm.js';
import { devicePortsTexts } from './texts.js';

/**
 * `/devices/{id}/ports` (view_device_remote_access; shown for models with LAN ports): the
 * port states and, with control_devices, "Scan ports", whose progress shows in the action
 * status until the device answers.
 */
export function PortsPage() {
  const t = useTexts(devicePortsTexts);
  const scan = useConsoleForm(portScanForm);
  return (
    <DeviceTab
      routeName="device.ports"
      loadFailed={t('loadFailed')}
      actions={(device) =>
        scan.allowed ? (
          <button type="button" className="nf-button" onClick={() => scan.open({ id: String(device.id) })}>
            {scan.title}
          </button>
        ) : null
      }
    >
      {(device) => <PortsView device={device} />}
    </DeviceTab>
  );
}
