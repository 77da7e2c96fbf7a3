import { AddApprovedDeviceSchema } from '@netfleet/contracts';
import { MAC_MASK } from '@netfleet/forms';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { approvedDeviceFormTexts } from './formTexts.js';

/**
 * Add approved device (manage_approved_devices, the system operator): serial and MAC
 * required (the MAC typed through the forms' mask), a comment, as `AddApprovedDeviceSchema`
 * says; `POST /devices/authorized`, then the list reloads.
 */
export const addApprovedDeviceForm = defineConsoleForm({
  name: 'add-approved-device',
  permission: 'manage_approved_devices',
  texts: approvedDeviceFormTexts,
  title: 'add.title',
  form: ({ t }) => ({
    fields: [
      { key: 'serial', label: t('add.serial') },
      { key: 'mac', label: t('add.mac'), mask: MAC_MASK, placeholder: '00:1E:42:00:00:00' },
      { key: 'comment', label: t('add.comment'), type: 'textarea' },
    ],
    url: '/devices/authorized',
    payloadSchema: AddApprovedDeviceSchema,
    schema: { tableRef: 'approvedDevices', successMsg: t('add.success') },
    submitText: t('add.submit'),
  }),
});
