import { ACTIVATION_CODE_PATTERN } from '@netfleet/contracts';
import type { FieldValues } from '@netfleet/forms';
import { defineDeviceCommandForm } from '../ports/deviceCommandForm.js';
import { deviceEsimTexts } from './texts.js';

const iccidOf = (defaults: FieldValues) => String(defaults.iccid ?? '');

/** Download a new eSIM profile to one device (create_multi_configuration): bulk `esim_download`. */
export const esimDownloadForm = defineDeviceCommandForm({
  name: 'device-esim-download',
  action: 'esim_download',
  permission: 'create_multi_configuration',
  texts: deviceEsimTexts,
  title: 'add.title',
  submit: 'add.submit',
  noDevice: 'noDevice',
  note: (t) => t('add.note'),
  fields: (t) => [
    {
      key: 'activation_code',
      label: t('add.code'),
      required: true,
      maxlength: 255,
      // The server's rule (GSMA SGP.22: LPA:1$<SM-DP+ host>$<matching id>), checked before sending.
      pattern: ACTIVATION_CODE_PATTERN.source,
      placeholder: 'LPA:1$smdp.example.com$MATCHING-ID',
      subtext: t('add.hint'),
    },
  ],
  options: (values) => ({ activation_code: String(values.activation_code ?? '').trim() }),
});

/** Enable one of a device's eSIM profiles (create_multi_configuration): bulk `esim_enable`. */
export const esimEnableForm = defineDeviceCommandForm({
  name: 'device-esim-enable',
  action: 'esim_enable',
  permission: 'create_multi_configuration',
  texts: deviceEsimTexts,
  title: 'enableForm.title',
  submit: 'enableForm.submit',
  noDevice: 'noDevice',
  note: (t, defaults) => t('enableForm.note', { iccid: iccidOf(defaults) }),
  options: (_values, defaults) => ({ iccid: iccidOf(defaults) }),
});

/** Delete one of a device's eSIM profiles (create_multi_configuration): bulk `esim_delete`. */
export const esimDeleteForm = defineDeviceCommandForm({
  name: 'device-esim-delete',
  action: 'esim_delete',
  permission: 'create_multi_configuration',
  texts: deviceEsimTexts,
  title: 'deleteForm.title',
  submit: 'deleteForm.submit',
  noDevice: 'noDevice',
  note: (t, defaults) => t('deleteForm.note', { iccid: iccidOf(defaults) }),
  options: (_values, defaults) => ({ iccid: iccidOf(defaults) }),
});
