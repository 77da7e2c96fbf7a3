import { defineDeviceCommandForm } from './deviceCommandForm.js';
import { devicePortsTexts } from './texts.js';

/** "Scan ports" of one device (control_devices): bulk `port_scan` with `device_id: [id]`. */
export const portScanForm = defineDeviceCommandForm({
  name: 'device-port-scan',
  action: 'port_scan',
  permission: 'control_devices',
  texts: devicePortsTexts,
  title: 'scan.title',
  submit: 'scan.submit',
  noDevice: 'scan.noDevice',
  note: (t) => t('scan.note'),
});
