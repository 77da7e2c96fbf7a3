import { useTexts } from '../../../i18n/useTexts.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { DeviceTab } from '../ports/DeviceTab.js';
import { EsimView } from './EsimView.js';
import { esimDownloadForm } from './esimForms.js';
import { deviceEsimTexts } from './texts.js';

/**
 * `/devices/{id}/esim` (create_multi_configuration; shown for eSIM devices): the device's
 * eSIM profiles, their Enable and Delete actions, and "Add eSIM profile" with an activation
 * code; each goes to the device as a command whose progress the action status shows.
 */
export function EsimPage() {
  const t = useTexts(deviceEsimTexts);
  const add = useConsoleForm(esimDownloadForm);
  return (
    <DeviceTab
      routeName="device.esim"
      loadFailed={t('loadFailed')}
      actions={(device) =>
        add.allowed ? (
          <button type="button" className="nf-button" onClick={() => add.open({ id: String(device.id) })}>
            {add.title}
          </button>
        ) : null
      }
    >
      {(device) => <EsimView device={device} />}
    </DeviceTab>
  );
}
