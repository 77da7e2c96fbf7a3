import { useTexts } from '../../../i18n/useTexts.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { DeviceTab } from '../ports/DeviceTab.js';
import { deviceMonitoringForm, monitoringFormDefaults } from './deviceMonitoringForm.js';
import { MonitoringHistory } from './MonitoringHistory.js';
import { MonitoringView } from './MonitoringView.js';
import { monitoringRows } from './monitoringRows.js';
import { deviceMonitoringTexts } from './texts.js';

/**
 * `/devices/{id}/monitoring-parameters-history` (view_devices): the device's monitoring
 * parameters, "Edit" for users holding update_monitoring, and the history of changes.
 */
export function MonitoringPage() {
  const t = useTexts(deviceMonitoringTexts);
  const edit = useConsoleForm(deviceMonitoringForm);
  return (
    <DeviceTab
      routeName="device.monitoring-parameters-history"
      loadFailed={t('loadFailed')}
      actions={(device) =>
        edit.allowed ? (
          <button
            type="button"
            className="nf-button"
            onClick={() =>
              edit.open({ id: String(device.id), defaults: monitoringFormDefaults(monitoringRows(device)) })
            }
          >
            {edit.title}
          </button>
        ) : null
      }
    >
      {(device) => (
        <>
          <MonitoringView rows={monitoringRows(device)} />
          <MonitoringHistory deviceId={device.id} />
        </>
      )}
    </DeviceTab>
  );
}
