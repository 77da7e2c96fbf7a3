import { useTexts } from '../../../i18n/useTexts.js';
import { assignDeviceCreditsForm } from '../../devices/actions/deviceBulkForms.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { creditRenewalForm } from '../../resources/creditRenewalForm.js';
import { DeviceTab } from '../ports/DeviceTab.js';
import { CreditStatusText } from './CreditStatusText.js';
import { deviceServicesTexts } from './texts.js';

/** The devices list's "Assign credits" bulk form, opened for this one device. */
function AssignCreditButton({ deviceId }: { deviceId: number }) {
  const assign = useConsoleForm(assignDeviceCreditsForm);
  if (!assign.allowed) return null;
  return (
    <button
      type="button"
      className="nf-button"
      onClick={() => assign.open({ defaults: { selection: { kind: 'ids', ids: [deviceId] } } })}
    >
      {assign.title}
    </button>
  );
}

/** The credit renewal form for this device: which credit type renews its credit (resources' forecast). */
function CreditRenewalButton({ deviceId, type }: { deviceId: number; type: number | null }) {
  const renewal = useConsoleForm(creditRenewalForm);
  if (!renewal.allowed) return null;
  return (
    <button
      type="button"
      className="nf-button"
      onClick={() => renewal.open({ id: String(deviceId), defaults: { type } })}
    >
      {renewal.title}
    </button>
  );
}

/**
 * `/devices/{id}/services` (update_device_credit_status): the device's credit status and, for
 * users who may move credits, the devices list's "Assign credits" action for this device; the
 * credit renewal (the credit type that renews it every 30 days) for those who may change it.
 */
export function ServicesPage() {
  const t = useTexts(deviceServicesTexts);
  return (
    <DeviceTab
      routeName="device.services"
      loadFailed={t('loadFailed')}
      actions={(device) => (
        <>
          <AssignCreditButton deviceId={device.id} />
          <CreditRenewalButton deviceId={device.id} type={device.renew_credit_type_id ?? null} />
        </>
      )}
    >
      {(device) => (
        <dl className="device-tab__facts">
          <dt>{t('credit')}</dt>
          <dd>
            <CreditStatusText expiresAt={device.credit_expires_at} now={new Date()} />
          </dd>
          <dt>{t('renewal')}</dt>
          <dd>
            {device.renew_credit_type_name
              ? t('renewsWith', { type: device.renew_credit_type_name })
              : t('notRenewed')}
          </dd>
        </dl>
      )}
    </DeviceTab>
  );
}
