import { MulticonfigUploadSchema } from '@netfleet/contracts';
import type { FormDefinition } from '../react/routes/formRegistry.js';

/**
 * Multiconfig document upload: system type (RutOS or TSWOS), a `.json` file, overwrite;
 * `POST /devices/configurator/specifications` as multipart/form-data.
 */
export const multiconfigUploadForm: FormDefinition = {
  title: 'Upload multiconfig document',
  fields: [
    {
      key: 'system_type',
      label: 'System type',
      type: 'select',
      required: true,
      options: [
        { value: 'rutos', label: 'RutOS' },
        { value: 'tswos', label: 'TSWOS' },
      ],
    },
    { key: 'file', label: 'File', type: 'file', required: true, accept: '.json,application/json' },
    { key: 'overwrite', label: 'Overwrite an existing document', type: 'checkbox' },
  ],
  url: '/devices/configurator/specifications',
  upload: true,
  payloadSchema: MulticonfigUploadSchema,
  schema: { tableRef: 'multiconfig', successMsg: 'Document uploaded successfully' },
  submitText: 'Upload',
};
