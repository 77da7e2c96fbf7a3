import { validateCsvFile } from '@netfleet/forms';
import * as v from 'valibot';
import { defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { companyField } from '../../forms/pickListFields.js';
import { IMPORT_DEVICES_HEAD } from './addDeviceFormHeads.js';
import { deviceAddMessageText } from './deviceAddMessageText.js';
import { announceDevicesImported, ImportedDevicesReload } from './ImportedDevicesReload.js';

/** The part of a 422 answer to an import that says how many good lines were added. */
const PartlyAddedSchema = v.object({ meta: v.object({ added: v.pipe(v.number(), v.minValue(1)) }) });

/** The CSV sample file, a static download of the console (`public/samples/`). */
export const DEVICES_SAMPLE_CSV = '/samples/devices-sample.csv';

/**
 * Add devices from file (create_devices): a CSV of serial, mac, name, company_id and tags,
 * sent as multipart to `POST /devices/import`, with a company for lines that name none.
 * Spec forms §5: a file that is not `text/csv` stops with the toast "Not a CSV file
 * selected", one of 80 MB or more with "File size must be lower than 80MB"; the server's
 * errors on a line read "{message} ({column}, line X in {file})" under the file field, in
 * the user's language (`deviceAddMessageText`); the good lines are added all the same, so the
 * devices list reloads then too.
 */
export const importDevicesForm = defineConsoleForm({
  ...IMPORT_DEVICES_HEAD,
  form: ({ t }) => ({
    fields: [
      {
        key: 'file',
        label: t('importDevices.file'),
        type: 'file',
        required: true,
        subtext: t('importDevices.fileHint'),
      },
      { ...companyField('company_id', t('importDevices.company')), subtext: t('importDevices.companyHint') },
    ],
    url: '/devices/import',
    beforeSubmit: (payload) => (payload.file instanceof File ? validateCsvFile(payload.file) : null),
    localizeMessage: (message) => deviceAddMessageText(message, t),
    onError: (failure) => {
      if (v.is(PartlyAddedSchema, failure.response?.body)) announceDevicesImported();
    },
    schema: { tableRef: 'devices', successMsg: t('importDevices.success') },
    extra: () => (
      <p className="nf-form__note">
        <a href={DEVICES_SAMPLE_CSV} download="devices-sample.csv">
          {t('importDevices.sample')}
        </a>
        <ImportedDevicesReload />
      </p>
    ),
    submitText: t('importDevices.submit'),
  }),
});
