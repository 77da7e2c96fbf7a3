import { FormButton } from '../../forms/FormButton.js';
import { addDeviceFormHead, importDevicesFormHead } from '../forms/addDeviceFormHeads.js';

/**
 * The devices page's add buttons: "Add device" and "Add devices from file", each shown only
 * to users holding create_devices (the forms' permission). They render with the page (the
 * forms' heads are small; the forms load when one opens), so the toolbar has its final width
 * when the first rows show and the grid does not move down under the operator's pointer.
 */
export function AddDeviceButtons() {
  return (
    <>
      <FormButton form={addDeviceFormHead} />
      <FormButton form={importDevicesFormHead} />
    </>
  );
}
