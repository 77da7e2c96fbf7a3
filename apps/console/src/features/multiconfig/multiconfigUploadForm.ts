import { MulticonfigUploadSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { multiconfigFormTexts } from './formTexts.js';

/**
 * Multiconfig document upload (create_multi_configuration): system type (RutOS or TSWOS)
 * and a `.json` file required, overwrite optional, as `MulticonfigUploadSchema` says;
 * `POST /devices/configurator/specifications` as multipart/form-data.
 */
export const multiconfigUploadForm = defineConsoleForm({
  name: 'multiconfig-upload',
  permission: 'create_multi_configuration',
  texts: multiconfigFormTexts,
  title: 'upload.title',
  form: ({ t }) => ({
    fields: [
      {
        key: 'system_type',
        label: t('upload.systemType'),
        type: 'select',
        // Product names: the same in every language.
        options: [
          { value: 'rutos', label: 'RutOS' },
          { value: 'tswos', label: 'TSWOS' },
        ],
      },
      { key: 'file', label: t('upload.file'), type: 'file', accept: '.json,application/json' },
      { key: 'overwrite', label: t('upload.overwrite'), type: 'checkbox' },
    ],
    url: '/devices/configurator/specifications',
    upload: true,
    payloadSchema: MulticonfigUploadSchema,
    schema: { successMsg: t('upload.success') },
    submitText: t('upload.submit'),
  }),
});
