import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type FieldError, type Resolver, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import type { FieldDefinition, FieldValues } from '../core/fields/FieldDefinition.js';
import { fieldRuleError } from '../core/fields/fieldRules.js';
import { withSchemaRules } from '../core/fields/schemaFieldRules.js';
import { trimTextValues } from '../core/fields/trimTextValues.js';
import { clearHiddenValues, hiddenByDepends, visibleFields } from '../core/fields/visibleFields.js';
import { useForms } from './FormsContext.js';
import { FieldControl } from './fields/FieldControl.js';
import type { GenericFormProps } from './GenericFormProps.js';
import { useFormsTexts } from './i18n/useFormsTexts.js';
import { validationText } from './i18n/validationText.js';
import { useOptionalModalWindow } from './useOptionalModalWindow.js';
import { useSubmitFlow } from './useSubmitFlow.js';

// The first message in a (possibly nested) react-hook-form error.
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const node = error as { message?: unknown };
  if (typeof node.message === 'string' && node.message !== '') return node.message;
  for (const child of Object.values(error as Record<string, unknown>)) {
    if (child && typeof child === 'object' && child !== node) {
      const message = messageOf(child);
      if (message) return message;
    }
  }
  return undefined;
}

function prepare(fields: readonly FieldDefinition[], values: FieldValues): FieldValues {
  return trimTextValues(fields, clearHiddenValues(fields, values));
}

/**
 * Renders a form from field definitions with react-hook-form, validates it with the fields'
 * own rules, those the payload schema declares for their keys (`withSchemaRules`), and the
 * payload schema itself (valibot resolver), and submits it through the generic
 * submit flow (spec forms §4): values of fields hidden by `depends` are cleared, fields with
 * a `permission` show only when `can(permission)`, text is trimmed, server errors show on
 * their fields (editing clears them) or as the general list, a toast or the Error modal, and
 * the modal scrolls to the top on an error. While a submit is pending the button is disabled
 * and busy, and another submit is ignored. A file field sends the form as multipart.
 *
 * @example
 * <GenericForm
 *   fields={[{ key: 'name', label: 'Name' }]} // required, as TagSchema says
 *   url="/tags"
 *   payloadSchema={TagSchema}
 *   schema={{ tableRef: 'tags', successMsg: 'Tag created successfully' }}
 * />
 */
export function GenericForm(props: GenericFormProps) {
  const t = useFormsTexts();
  const { payloadSchema, schema, extra, children } = props;
  // The payload schema's rules (required, lengths, ranges, patterns) are the fields' rules.
  const fields = useMemo(() => withSchemaRules(props.fields, payloadSchema), [props.fields, payloadSchema]);
  const forms = useForms();
  const modalWindow = useOptionalModalWindow();
  const ownFlow = useSubmitFlow();
  const flow = props.flow ?? ownFlow;
  const latest = useRef({ fields, can: forms.can, localize: props.localizeMessage });
  latest.current = { fields, can: forms.can, localize: props.localizeMessage };

  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const bySchema = payloadSchema
      ? valibotResolver(payloadSchema as unknown as v.GenericSchema<FieldValues, FieldValues>)
      : null;
    return async (values, context, options) => {
      const { fields: current, can, localize } = latest.current;
      const prepared = prepare(current, values);
      const shown = visibleFields(current, prepared, can);
      const shownKeys = new Set(shown.map((field) => field.key));
      const errors: Record<string, FieldError> = {};
      for (const field of shown) {
        const message = fieldRuleError(field, prepared[field.key]);
        if (message && !errors[field.key]) errors[field.key] = { type: 'field', message };
      }
      let output: FieldValues = prepared;
      if (bySchema) {
        const result = await bySchema(prepared, context, options);
        const general: string[] = [];
        for (const [key, error] of Object.entries(result.errors)) {
          const worded = messageOf(error);
          if (!worded) continue;
          // The schemas word their messages in English, as the server does: the form's own
          // translations here; the field messages every form shares where they are shown.
          const message = localize ? localize(worded) : worded;
          // The schema's message wins over the field's own rule for the same value.
          if (shownKeys.has(key)) errors[key] = { type: 'schema', message };
          else general.push(message);
        }
        if (general.length > 0) errors.root = { type: 'schema', message: general.join('\n') };
        output = result.values as FieldValues;
      }
      if (Object.keys(errors).length > 0) return { values: {}, errors };
      return { values: output, errors: {} };
    };
  }, [payloadSchema]);

  const defaultValues = useMemo(() => ({ ...schema?.defaults, ...props.defaults }), [schema, props.defaults]);
  const form = useForm<FieldValues>({ defaultValues, resolver });
  const { control, handleSubmit, setValue, getValues, formState } = form;
  const values = useWatch({ control }) as FieldValues;

  // A field hidden by a depends rule clears its value (spec forms §4).
  useEffect(() => {
    for (const key of hiddenByDepends(fields, values)) {
      if (values[key] !== undefined) setValue(key, undefined);
    }
  }, [fields, values, setValue]);

  const shown = visibleFields(fields, clearHiddenValues(fields, values), forms.can);

  const onValid = async (output: FieldValues) => {
    const current = getValues();
    const sent = visibleFields(fields, prepare(fields, current), forms.can);
    // The path may read the validated values (`/suppressed-emails/{email}`) that `transform` drops.
    const url = typeof props.url === 'function' ? props.url({ ...output }) : props.url;
    let payload: Record<string, unknown> = { ...output };
    if (props.transform) payload = props.transform(payload, current);
    const refusal = props.beforeSubmit?.(payload, current);
    if (refusal) {
      forms.toast(refusal, 'info');
      return;
    }
    const fileFields = sent.filter((field) => field.type === 'file');
    const files: Record<string, string> = {};
    for (const field of fileFields) {
      const file = payload[field.key];
      if (file instanceof File) files[field.key] = file.name;
    }
    const id = schema?.id ?? modalWindow?.id;
    const result = await flow.submit({
      url,
      data: payload,
      schema: { ...schema, ...(id !== undefined && { id }) },
      fieldKeys: [...new Set(sent.map((field) => field.key))],
      files,
      upload: props.upload ?? fileFields.length > 0,
      ...(props.method !== undefined && { method: props.method }),
      ...(props.baseURL !== undefined && { baseURL: props.baseURL }),
      ...(props.hideMsg !== undefined && { hideMsg: props.hideMsg }),
      ...(props.useToast !== undefined && { useToast: props.useToast }),
      ...(props.modalError !== undefined && { modalError: props.modalError }),
      ...(props.combineBulkSources !== undefined && { combineBulkSources: props.combineBulkSources }),
      ...(props.localizeMessage !== undefined && { localizeMessage: props.localizeMessage }),
      fileRowText: ({ column, line, file }) =>
        column ? t('fileRowColumn', { column, line, file }) : t('fileRow', { line, file }),
      ...(props.reload !== undefined && { reload: props.reload }),
      ...(props.selection !== undefined && { selection: props.selection }),
      ...(props.onSuccess !== undefined && { onSuccess: props.onSuccess }),
      ...(props.onError !== undefined && { onError: props.onError }),
    });
    props.onSubmitted?.(result);
  };

  const onInvalid = () => modalWindow?.scrollToTop();

  const onCancel =
    props.onCancel === false
      ? undefined
      : (props.onCancel ?? (modalWindow ? () => modalWindow.close('button') : undefined));

  const general = [
    ...(formState.errors.root?.message ? formState.errors.root.message.split('\n') : []),
    ...(flow.presentation === 'list' ? flow.general : []),
  ];
  const busy = flow.pending;

  // Its controls are disabled while a submit runs, so the focus left the form. A refusal brings
  // it back to the first field the server named, or to the errors above the fields.
  const errorsRef = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy || !wasBusy.current) {
      wasBusy.current = busy;
      return;
    }
    wasBusy.current = false;
    const named = shown.find((field) => flow.fieldErrors[field.key] !== undefined);
    if (named) form.setFocus(named.key);
    else errorsRef.current?.focus();
  });

  return (
    <form
      className={['nf-form', props.className ?? ''].filter(Boolean).join(' ')}
      noValidate
      aria-label={props['aria-label']}
      aria-busy={busy || undefined}
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      {general.length > 0 ? (
        <div ref={errorsRef} className="nf-form__errors" role="alert" tabIndex={-1}>
          <p className="nf-visually-hidden">{t('generalErrors')}</p>
          <ul>
            {general
              .map((worded) => validationText(t, worded))
              .map((message) => (
                <li key={message}>{message}</li>
              ))}
          </ul>
        </div>
      ) : null}
      {shown.map((field) => (
        <Controller
          // Alternatives may share a key; the position tells them apart.
          key={`${field.key}:${fields.indexOf(field)}`}
          control={control}
          name={field.key}
          render={({ field: bound, fieldState }) => (
            <FieldControl
              field={field}
              value={bound.value}
              values={values}
              onChange={(next) => {
                bound.onChange(next);
                flow.clearFieldError(field.key);
              }}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              error={messageOf(fieldState.error) ?? flow.fieldErrors[field.key]}
              disabled={busy}
              http={forms.client.http}
              toast={forms.toast}
            />
          )}
        />
      ))}
      {extra?.(values)}
      {children}
      <div className="nf-form__actions">
        {onCancel ? (
          <button type="button" className="nf-button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="nf-button nf-button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {props.submitText ?? t('submit')}
        </button>
      </div>
    </form>
  );
}
