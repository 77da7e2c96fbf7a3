import { hrefFor } from '@netfleet/permissions';
import { HrefLink } from '../../../components/HrefLink.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { DEVICE_BULK_FORMS } from '../../devices/actions/deviceBulkForms.js';
import type { ConsoleForm } from '../../forms/defineConsoleForm.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { deviceTexts } from '../texts.js';

/** The bulk actions the header offers for its one device, in this order, with their button's words. */
const HEADER_ACTIONS = {
  'devices-reboot': 'actions.reboot',
  'devices-firmware-update': 'actions.firmwareUpdate',
  'devices-move': 'actions.move',
  'devices-delete': 'actions.delete',
} as const;

type HeaderAction = keyof typeof HEADER_ACTIONS;

const FORMS = Object.keys(HEADER_ACTIONS)
  .map((name) => DEVICE_BULK_FORMS.find((form) => form.name === name))
  .filter((form): form is (typeof DEVICE_BULK_FORMS)[number] => form !== undefined);

function ActionButton({
  form,
  deviceId,
  label,
  onOpen,
}: {
  form: ConsoleForm;
  deviceId: number;
  /** The button says what it does to this one device ("Delete device"); the form keeps its title. */
  label: string;
  onOpen?: () => void;
}) {
  const action = useConsoleForm(form);
  if (!action.allowed) return null;
  return (
    <button
      type="button"
      className="nf-button"
      data-action={form.name}
      onClick={() => {
        onOpen?.();
        action.open({ defaults: { selection: { kind: 'ids', ids: [deviceId] } } });
      }}
    >
      {label}
    </button>
  );
}

/** Props of {@link DeviceActions}. */
export interface DeviceActionsProps {
  deviceId: number;
  /** The access tab is one the user may open for this device: "Remote access" links to it. */
  remoteAccess: boolean;
  /** The user opened the delete form (the page then watches for the device to be gone). */
  onDeleteOpened: () => void;
}

/**
 * The actions the user may take on the device (by permission): reboot, firmware update, move
 * and delete are the devices list's bulk forms opened for this one device (`device_id: [id]`),
 * so the answer's channel shows the action's progress in the action status modal (spec forms
 * §4), as for a selection of the list; "Remote access" opens the device's access tab. Nothing
 * renders when the user may take none.
 */
export function DeviceActions({ deviceId, remoteAccess, onDeleteOpened }: DeviceActionsProps) {
  const t = useTexts(deviceTexts);
  return (
    <fieldset className="device-header__actions">
      <legend className="nf-visually-hidden">{t('actions.label')}</legend>
      {FORMS.map((form) => (
        <ActionButton
          key={form.name}
          form={form}
          deviceId={deviceId}
          label={t(HEADER_ACTIONS[form.name as HeaderAction])}
          {...(form.name === 'devices-delete' && { onOpen: onDeleteOpened })}
        />
      ))}
      {remoteAccess ? (
        <HrefLink className="nf-button" href={hrefFor('device.access', { id: deviceId })}>
          {t('actions.remoteAccess')}
        </HrefLink>
      ) : null}
    </fieldset>
  );
}
