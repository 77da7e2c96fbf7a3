import { defineConsoleFormHead } from '../../forms/defineConsoleForm.js';
import { addDeviceTexts } from './formTexts.js';

/** Add device: its name, permission and title, which the form (`addDeviceForm`) shares. */
export const ADD_DEVICE_HEAD = {
  name: 'add-device',
  permission: 'create_devices',
  texts: addDeviceTexts,
  title: 'addDevice.title',
} as const;

/** Add devices from file: its name, permission and title, which `importDevicesForm` shares. */
export const IMPORT_DEVICES_HEAD = {
  name: 'import-devices',
  permission: 'create_devices',
  texts: addDeviceTexts,
  title: 'importDevices.title',
} as const;

/**
 * The devices page's add buttons need only these: the page shows the buttons with its first
 * render, and the forms' fields, masks and schemas load when one opens.
 */
export const addDeviceFormHead = defineConsoleFormHead(ADD_DEVICE_HEAD);
export const importDevicesFormHead = defineConsoleFormHead(IMPORT_DEVICES_HEAD);
