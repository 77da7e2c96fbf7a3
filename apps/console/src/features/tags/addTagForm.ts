import { TagSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField } from '../forms/pickListFields.js';
import { tagFormTexts } from './formTexts.js';

/**
 * Add tag (create_tags): company and name required, description and color optional, as
 * `TagSchema` says; the color is typed as `#RRGGBB` (upper-case hex mask). `POST /tags`;
 * the tags list reloads.
 */
export const addTagForm = defineConsoleForm({
  name: 'add-tag',
  permission: 'create_tags',
  texts: tagFormTexts,
  title: 'addTag.title',
  form: ({ t }) => ({
    fields: [
      companyField('company_id', t('addTag.company')),
      { key: 'name', label: t('addTag.name') },
      { key: 'description', label: t('addTag.description'), type: 'textarea' },
      {
        key: 'color',
        label: t('addTag.color'),
        mask: '!#FFFFFF',
        placeholder: '#1E88E5',
        subtext: t('addTag.colorHint'),
      },
    ],
    url: '/tags',
    payloadSchema: TagSchema,
    schema: { tableRef: 'tags', successMsg: t('addTag.success') },
    submitText: t('addTag.submit'),
  }),
});
