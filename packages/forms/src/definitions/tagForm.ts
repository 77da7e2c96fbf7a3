import { resultMessage } from '@netfleet/api-client';
import { TagSchema } from '@netfleet/contracts';
import type { FormDefinition } from '../react/routes/formRegistry.js';
import { companyField } from './pickers.js';

/** Add tag: company and name required, description and color optional; `POST /tags`. */
export const addTagForm: FormDefinition = {
  title: 'Add tag',
  fields: [
    companyField('company_id', 'Company'),
    { key: 'name', label: 'Name', required: true, maxlength: 255 },
    { key: 'description', label: 'Description', type: 'textarea', maxlength: 255 },
    {
      key: 'color',
      label: 'Color',
      mask: '!#FFFFFF',
      pattern: '#[0-9A-F]{6}',
      placeholder: '#1E88E5',
      subtext: 'A hex colour, e.g. #1E88E5.',
    },
  ],
  url: '/tags',
  payloadSchema: TagSchema,
  schema: { tableRef: 'tags', successMsg: resultMessage({ method: 'post', item: 'Tag', ok: true }) },
  submitText: 'Create',
};
