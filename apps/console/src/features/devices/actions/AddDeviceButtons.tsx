import { FormButton } from '../../forms/FormButton.js';
import { addDeviceForm } from '../forms/addDeviceForm.js';
import { importDevicesForm } from '../forms/importDevicesForm.js';

/**
 * The devices page's add buttons: "Add device" and "Add devices from file", each shown only
 * to users holding create_devices (the forms' permission).
 */
export function AddDeviceButtons() {
  return (
    <>
      <FormButton form={addDeviceForm} />
      <FormButton form={importDevicesForm} />
    </>
  );
}
