import { AddDeviceResponseSchema, AddDeviceSchema } from '@netfleet/contracts';
import { MAC_MASK } from '@netfleet/forms';
import * as v from 'valibot';
import { defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { companyField } from '../../forms/pickListFields.js';
import { ADD_DEVICE_HEAD } from './addDeviceFormHeads.js';
import { deviceAddMessageText } from './deviceAddMessageText.js';
import { IngestTokenNotice } from './IngestTokenNotice.js';
import { ingestTokenIssued } from './ingestTokenIssued.js';

/** The form's values: `AddDeviceSchema`'s, with one tag picked (sent as `tag_ids`). */
const AddDeviceValuesSchema = v.object({
  ...AddDeviceSchema.entries,
  tag_id: v.optional(v.union([v.number(), v.string(), v.null()])),
});

/**
 * Add device (create_devices): serial, MAC (typed through the forms' MAC mask), name,
 * company and a tag of that company or a parent of it, with the rules of `AddDeviceSchema`; `POST /devices`. The answer's ingest token is shown once under the
 * form with a copy button, so the form stays open after success; the devices list reloads.
 */
export const addDeviceForm = defineConsoleForm({
  ...ADD_DEVICE_HEAD,
  form: ({ t }) => ({
    fields: [
      { key: 'serial', label: t('addDevice.serial') },
      { key: 'mac', label: t('addDevice.mac'), mask: MAC_MASK, placeholder: '00:1E:42:00:00:00' },
      { key: 'name', label: t('addDevice.name') },
      companyField('company_id', t('addDevice.company')),
      {
        key: 'tag_id',
        label: t('addDevice.tag'),
        component: 'ItemSelect',
        // Once a company is chosen, only the tags its devices may carry: its own and its parents'.
        source: {
          path: '/tags',
          groupKey: 'company_name',
          params: ({ company_id }) => ({
            device_company_id: typeof company_id === 'number' ? company_id : undefined,
          }),
        },
      },
    ],
    url: '/devices',
    payloadSchema: AddDeviceValuesSchema,
    localizeMessage: (message) => deviceAddMessageText(message, t),
    transform: ({ tag_id, ...payload }) => ({
      ...payload,
      ...(tag_id !== undefined && tag_id !== null && tag_id !== '' && { tag_ids: [Number(tag_id)] }),
    }),
    onSuccess: (body) => {
      const parsed = v.safeParse(AddDeviceResponseSchema, body);
      if (parsed.success) {
        const { serial, ingest_token, ingest } = parsed.output.data;
        ingestTokenIssued.emit({
          serial,
          token: ingest_token,
          reportUrl: ingest.report_url,
          mqttUrl: ingest.mqtt_url,
        });
      }
    },
    schema: { tableRef: 'devices', successMsg: t('addDevice.success'), leaveOpen: true, skipNavigate: true },
    extra: () => <IngestTokenNotice />,
    submitText: t('addDevice.submit'),
  }),
});
