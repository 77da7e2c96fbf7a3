import type { ApiError } from '@netfleet/api-client/errors';
import type { CurrentUser, ErrorItem } from '@netfleet/contracts';
import type { ErrorPresentation } from '../errors/errorPresentation.js';
import type { FileRowText, MappedServerErrors } from '../errors/mapServerErrors.js';

/** HTTP methods of a form submit. */
export type SubmitMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A step-up authentication method: the user's `mfa_type`. */
export type MfaMethod = NonNullable<CurrentUser['mfa_type']>;

/** The form's schema part of the submit options (spec forms §3). */
export interface SubmitSchema {
  /** The form's modal id: closed after success unless `leaveOpen`. */
  id?: string;
  /** The form's initial values. */
  defaults?: Record<string, unknown>;
  /** The table to reload after success; without it a reload-data event fires. */
  tableRef?: string;
  /** Toast text on success, instead of the response's message. */
  successMsg?: string;
  /** Keep the modal open after success. */
  leaveOpen?: boolean;
  /** On the form route, stay instead of navigating back. */
  skipNavigate?: boolean;
}

/** Options of one submit (spec forms §3: form submit options). */
export interface SubmitOptions {
  /** The call's path (spec forms §7: supplied by the caller). */
  url: string;
  schema?: SubmitSchema;
  /** The payload. */
  data?: Record<string, unknown>;
  /** Defaults to `'post'`. */
  method?: SubmitMethod;
  baseURL?: string;
  /** Send the payload as multipart/form-data (an upload). Defaults to `false`. */
  upload?: boolean;
  /** Runs after success, before navigation or reload. */
  onSuccess?: (body: unknown, response: SubmitResponse) => void | Promise<void>;
  /** Runs after a failure was sorted and shown. */
  onError?: (failure: SubmitFailure) => void;
  /** `false` skips the table reload (or reload-data event) after success. Defaults to `true`. */
  reload?: boolean;
  /** Rows the action applies to; the action status modal auto-closes without any. */
  selection?: readonly unknown[];
  /** No success toast. */
  hideMsg?: boolean;
  /** A single general error shows as a toast. */
  useToast?: boolean;
  /** General errors show in the Error modal. */
  modalError?: boolean;
  /** Bulk errors (`data.N.field`) attach to the form's field (see `mapServerErrors`). */
  combineBulkSources?: boolean;
  /** The form's field keys, for matching errors to fields. */
  fieldKeys?: readonly string[];
  /** File fields and the names of the files sent, for file import errors (see `mapServerErrors`). */
  files?: Readonly<Record<string, string>>;
  /** Words where a file import error is, in the user's language (see `mapServerErrors`). */
  fileRowText?: FileRowText;
  /**
   * A message in the user's language: the server and the contracts' schemas word their messages
   * in English; a form that knows those it may get gives them here (unknown ones come back as
   * they are). `GenericForm` also passes its payload schema's messages through it.
   */
  localizeMessage?: (message: string) => string;
}

/** What `send` is asked to do. */
export interface SubmitRequest {
  method: SubmitMethod;
  url: string;
  baseURL?: string;
  data: Record<string, unknown>;
  upload: boolean;
}

/** A response, successful or not: `send` resolves with it for every HTTP status. */
export interface SubmitResponse {
  status: number;
  statusText?: string;
  /** The parsed body; `undefined` when there was none or it was not JSON. */
  body: unknown;
}

/** A failure after it was sorted: what `onError` receives. */
export interface SubmitFailure extends MappedServerErrors {
  /** Absent when the request never got a response (`send` threw) or failed before sending. */
  response?: SubmitResponse;
  /**
   * The failed call as api-client's `ApiError`: status, status text and whether the
   * message is the server's — what `resultMessage({ …, error })` reads.
   */
  error: ApiError;
  items: ErrorItem[];
  presentation: ErrorPresentation;
}

/** The outcome of `submit()`. */
export type SubmitResult =
  | { status: 'ignored' }
  | { status: 'cancelled' }
  | { status: 'success'; response: SubmitResponse }
  | ({ status: 'error' } & SubmitFailure);

/**
 * A modal that asks for a value and stays open until it is accepted: `confirm` resolves
 * with the error to show (the modal stays open) or `null` (the modal closes).
 */
export interface VerificationPrompt {
  title: string;
  message?: string;
  inputLabel: string;
  inputType: 'text' | 'password';
  confirmText: string;
  confirm(value: string): Promise<string | null>;
  /** The user closed the modal. */
  cancel(): void;
}

/** The step-up verification modal: the e-mail code prompt, MfaTOTP or MfaID. */
export interface MfaPrompt extends VerificationPrompt {
  method: MfaMethod;
  modal: 'prompt' | 'MfaTOTP' | 'MfaID';
}

/** What the action status modal (DeviceSocketAction) is opened with. */
export interface ActionStatus {
  channel: string;
  selection: readonly unknown[];
  /** The form's modal id, so the status can take the form's place. */
  modalId?: string;
  /** No selection: the modal closes by itself. */
  autoClose: boolean;
}

/** Everything the submit flow does outside itself, injected. */
export interface SubmitFlowDeps {
  /** Sends a request; resolves for every HTTP status, throws only when no response came. */
  send(request: SubmitRequest): Promise<SubmitResponse>;
  /** The signed-in user: `mfa_type` picks the step-up method, `email` goes in its message. */
  getUser(): Pick<CurrentUser, 'mfa_type' | 'email'> | null | undefined;
  openMfaModal(prompt: MfaPrompt): void;
  /** The password prompt after a 423. */
  openPasswordPrompt(prompt: VerificationPrompt): void;
  /**
   * Checks the password after a 423. Defaults to `POST /password-confirmation {password}`
   * through `send`, the error read from the body's `message`.
   */
  confirmPassword?(password: string): Promise<{ ok: true } | { ok: false; error: string }>;
  openActionStatus(status: ActionStatus): void;
  toast(message: string, kind: 'success' | 'error'): void;
  /** The Error modal, for `modalError`. */
  openErrorModal(messages: readonly string[]): void;
  /** Closes the form's modal (`schema.id`). */
  closeModal(id?: string): void;
  /** True on the generic form route (`/forms/{name}/{id?}`). */
  isFormRoute(): boolean;
  navigateBack(): void;
  reloadTable(tableRef: string): void;
  /** Fires the reload-data event. */
  emitReloadData(): void;
  /** Name of the ID provider, in "{name} ID verification". Defaults to `'Teltonika'`. */
  idProviderName?: string;
}
