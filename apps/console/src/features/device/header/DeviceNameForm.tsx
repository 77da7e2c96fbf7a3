import { RenameDeviceSchema } from '@netfleet/contracts';
import { useSubmitFlow, useValidationText } from '@netfleet/forms';
import { FormField } from '@netfleet/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useTexts } from '../../../i18n/useTexts.js';
import { consoleModalRegistry } from '../../../modals/consoleModalRegistry.js';
import { ConsoleFormsProvider } from '../../forms/ConsoleFormsProvider.js';
import { deviceTexts } from '../texts.js';
import { FormErrors } from './FormErrors.js';

/** Props of {@link DeviceNameForm}. */
export interface DeviceNameFormProps {
  device: { id: number; name: string };
  /** The edit ended: saved, cancelled or unchanged. */
  onDone: () => void;
}

function NameForm({ device, onDone }: DeviceNameFormProps) {
  const t = useTexts(deviceTexts);
  const flow = useSubmitFlow();
  const [value, setValue] = useState(device.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const say = useValidationText();
  // The schema and the server word their messages in English: shown with this field's label.
  const worded = invalid ?? flow.fieldErrors.name;
  const error = worded ? say(worded, t('rename.label')) : undefined;
  const input = useRef<HTMLInputElement>(null);

  // The editor opens on the user's click: the field they asked for takes the focus. (An effect,
  // not `autoFocus`: the console renders with preact/compat, which leaves `autofocus` to the
  // browser, and a browser focuses it only on a page's first load.)
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(RenameDeviceSchema, { name: value });
    if (!parsed.success) {
      setInvalid(parsed.issues[0].message);
      return;
    }
    if (parsed.output.name === device.name) {
      onDone();
      return;
    }
    const result = await flow.submit({
      url: `/devices/${device.id}`,
      method: 'put',
      data: { name: parsed.output.name },
      // The device's queries (this page, the list) reload with the new name.
      schema: { tableRef: 'devices' },
      fieldKeys: ['name'],
      hideMsg: true,
    });
    // A failed save keeps what was typed, with the server's message under the field.
    if (result.status === 'success') onDone();
  };

  return (
    <form
      className="device-edit device-edit--name"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <FormField label={t('rename.label')} error={error}>
        <input
          className="nf-input"
          name="name"
          ref={input}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(null);
            flow.clearFieldError('name');
          }}
        />
      </FormField>
      <FormErrors messages={flow.general} />
      <div className="device-edit__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={flow.pending}>
          {t('rename.save')}
        </button>
        <button type="button" className="nf-button" onClick={onDone}>
          {t('rename.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The device's name edited in place: `PUT /devices/{id}` `{ name }` through the forms'
 * generic submit flow (step-up, errors). The name is checked with the contracts' rule first;
 * an unchanged name is not sent. Esc or Cancel ends the edit. Loaded when the user starts
 * editing, with the forms layer.
 */
export function DeviceNameForm(props: DeviceNameFormProps) {
  return (
    <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
      <NameForm {...props} />
    </ConsoleFormsProvider>
  );
}
