import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { FieldDefinition, FieldValues } from '../core/fields/FieldDefinition.js';
import type { SubmitMethod, SubmitOptions, SubmitResult, SubmitSchema } from '../core/submit/types.js';
import type { SubmitFlowHandle } from './SubmitFlowHandle.js';

/** A valibot schema of a form's payload (the contracts' schemas). */
export type PayloadSchema = v.GenericSchema | v.GenericSchemaAsync;

/** The submit options a form passes through to the flow as they are. */
export type GenericFormSubmitOptions = Pick<
  SubmitOptions,
  | 'hideMsg'
  | 'useToast'
  | 'modalError'
  | 'combineBulkSources'
  | 'reload'
  | 'selection'
  | 'onSuccess'
  | 'onError'
  | 'upload'
  | 'localizeMessage'
>;

/** Props of {@link GenericForm}. */
export interface GenericFormProps extends GenericFormSubmitOptions {
  fields: readonly FieldDefinition[];
  /** The call's path, or a function of the validated values (`/suppressed-emails/{email}`), before `transform`. */
  url: string | ((payload: Record<string, unknown>) => string);
  /** Defaults to `'post'`. */
  method?: SubmitMethod;
  baseURL?: string;
  /** Validates the values and gives the payload (its output); the fields' own rules run too. */
  payloadSchema?: PayloadSchema;
  /** The spec's form schema: id, defaults, tableRef, successMsg, leaveOpen, skipNavigate. */
  schema?: SubmitSchema;
  /** Initial values, over `schema.defaults`. */
  defaults?: FieldValues;
  /** Shapes the payload after validation (route ids, renamed keys). */
  transform?: (payload: Record<string, unknown>, values: FieldValues) => Record<string, unknown>;
  /** Returns a message to stop the submit with a toast (nothing is sent), or nothing to go on. */
  beforeSubmit?: (payload: Record<string, unknown>, values: FieldValues) => string | null | undefined;
  /** Defaults to "Submit". */
  submitText?: string;
  /** The Cancel button. Defaults to closing the modal the form is in; `false` hides it. */
  onCancel?: (() => void) | false;
  /** Content under the fields, from the current values (e.g. a computed total). */
  extra?: (values: FieldValues) => ReactNode;
  children?: ReactNode;
  /** A flow to submit through (shared with the caller); defaults to the form's own. */
  flow?: SubmitFlowHandle;
  /** Runs after every submit with its result. */
  onSubmitted?: (result: SubmitResult) => void;
  'aria-label'?: string;
  className?: string;
}
