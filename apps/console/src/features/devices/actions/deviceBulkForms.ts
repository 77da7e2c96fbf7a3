import { companyField, creditTypeField } from '../../forms/pickListFields.js';
import { defineDeviceBulkForm } from './defineDeviceBulkForm.js';

/** A tag picker over `GET /tags` (the pick-list of spec forms §7). */
const tagField = (label: string) =>
  ({
    key: 'tag_id',
    label,
    required: true,
    component: 'ItemSelect',
    source: { path: '/tags', groupKey: 'company_name' },
  }) as const;

/** Add a tag to the selected devices (update_devices). */
const addDeviceTagsForm = defineDeviceBulkForm({
  name: 'devices-add-tags',
  action: 'add_tags',
  permission: 'update_devices',
  title: 'addTags.title',
  submit: 'addTags.submit',
  fields: (t) => [tagField(t('addTags.tag'))],
  options: (values) => ({ tag_ids: [Number(values.tag_id)] }),
});

/** Remove a tag from the selected devices (update_devices). */
const removeDeviceTagsForm = defineDeviceBulkForm({
  name: 'devices-remove-tags',
  action: 'remove_tags',
  permission: 'update_devices',
  title: 'removeTags.title',
  submit: 'removeTags.submit',
  fields: (t) => [tagField(t('removeTags.tag'))],
  options: (values) => ({ tag_ids: [Number(values.tag_id)] }),
});

/** Move the selected devices to a company of the user's scope (update_devices). */
const moveDevicesForm = defineDeviceBulkForm({
  name: 'devices-move',
  action: 'move',
  permission: 'update_devices',
  title: 'move.title',
  submit: 'move.submit',
  fields: (t) => [{ ...companyField('company_id', t('move.company')), required: true }],
  options: (values) => ({ company_id: Number(values.company_id) }),
});

/** Reboot the selected devices at their next report (control_devices). */
const rebootDevicesForm = defineDeviceBulkForm({
  name: 'devices-reboot',
  action: 'reboot',
  permission: 'control_devices',
  title: 'reboot.title',
  submit: 'reboot.submit',
  note: 'reboot.note',
});

/** Ask the selected devices to update their firmware to a version (control_devices). */
const updateDevicesFirmwareForm = defineDeviceBulkForm({
  name: 'devices-firmware-update',
  action: 'firmware_update',
  permission: 'control_devices',
  title: 'firmware.title',
  submit: 'firmware.submit',
  fields: (t) => [
    {
      key: 'firmware',
      label: t('firmware.firmware'),
      required: true,
      maxlength: 100,
      placeholder: '07.06.10',
      subtext: t('firmware.hint'),
    },
  ],
  options: (values) => ({ firmware: String(values.firmware) }),
});

/** Delete the selected devices (delete_devices); the server may ask for the password (423). */
const deleteDevicesForm = defineDeviceBulkForm({
  name: 'devices-delete',
  action: 'delete',
  permission: 'delete_devices',
  title: 'delete.title',
  submit: 'delete.submit',
  note: 'delete.note',
});

/** Assign a credit of a type to each selected device (move_devices_credits). */
export const assignDeviceCreditsForm = defineDeviceBulkForm({
  name: 'devices-assign-credits',
  action: 'assign_credits',
  permission: 'move_devices_credits',
  title: 'assignCredits.title',
  submit: 'assignCredits.submit',
  fields: (t) => [{ ...creditTypeField('credit_type_id', t('assignCredits.creditType')), required: true }],
  options: (values) => ({ credit_type_id: Number(values.credit_type_id) }),
});

/** The bulk actions in the order the menu offers them. */
export const DEVICE_BULK_FORMS = [
  addDeviceTagsForm,
  removeDeviceTagsForm,
  moveDevicesForm,
  rebootDevicesForm,
  updateDevicesFirmwareForm,
  deleteDevicesForm,
  assignDeviceCreditsForm,
] as const;
