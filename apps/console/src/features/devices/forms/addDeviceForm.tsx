import { MAC_MASK } from '@netfleet/forms';
import * as v from 'valibot';
import { defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { companyField } from '../../forms/pickListFields.js';
import { addDeviceTexts } from './formTexts.js';
import { IngestTokenNotice } from './IngestTokenNotice.js';
import { ingestTokenIssued } from './ingestTokenIssued.js';

/** The part of the `POST /devices` answer the form reads: the device and its token, issued once. */
const IssuedSchema = v.object({
  data: v.looseObject({ serial: v.string(), ingest_token: v.string() }),
});

/**
 * Add device (create_devices): serial, MAC (typed through the forms' MAC mask), name,
 * company and a tag; `POST /devices`. The answer's ingest token is shown once under the
 * form with a copy button, so the form stays open after success; the devices list reloads.
 */
export const addDeviceForm = defineConsoleForm({
  name: 'add-device',
  permission: 'create_devices',
  texts: addDeviceTexts,
  title: 'addDevice.title',
  form: ({ t }) => ({
    fields: [
      { key: 'serial', label: t('addDevice.serial'), required: true, maxlength: 32 },
      {
        key: 'mac',
        label: t('addDevice.mac'),
        required: true,
        mask: MAC_MASK,
        placeholder: '00:1E:42:00:00:00',
      },
      { key: 'name', label: t('addDevice.name'), maxlength: 255 },
      { ...companyField('company_id', t('addDevice.company')), required: true },
      { key: 'tag_id', label: t('addDevice.tag'), component: 'ItemSelect', source: { path: '/tags' } },
    ],
    url: '/devices',
    transform: ({ tag_id, ...payload }) => ({
      ...payload,
      ...(tag_id !== undefined && tag_id !== null && tag_id !== '' && { tag_ids: [Number(tag_id)] }),
    }),
    onSuccess: (body) => {
      const parsed = v.safeParse(IssuedSchema, body);
      if (parsed.success) {
        ingestTokenIssued.emit({ serial: parsed.output.data.serial, token: parsed.output.data.ingest_token });
      }
    },
    schema: { tableRef: 'devices', successMsg: t('addDevice.success'), leaveOpen: true, skipNavigate: true },
    extra: () => <IngestTokenNotice />,
    submitText: t('addDevice.submit'),
  }),
});
