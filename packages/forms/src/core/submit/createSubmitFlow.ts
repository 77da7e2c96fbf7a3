import { apiErrorFromResponse } from '@netfleet/api-client/errors';
import { ERROR_CODES, type ErrorItem } from '@netfleet/contracts';
import { type ErrorPresentation, errorPresentation } from '../errors/errorPresentation.js';
import { clearFieldError, mapServerErrors } from '../errors/mapServerErrors.js';
import { FAILED_TO_CONNECT_MESSAGE, REQUEST_FAILED_CODE } from '../errors/messages.js';
import { mfaPromptTexts, PASSWORD_CONFIRMATION_PATH, PASSWORD_PROMPT_TEXTS } from './prompts.js';
import { demandsMfa, errorCodesOf, isMfaMethod, isOkStatus, messageOf, metaOf } from './responseMeta.js';
import { type Received, readSubmitError, type SubmitError, thrownMessage } from './submitFailure.js';
import type {
  SubmitFailure,
  SubmitFlowDeps,
  SubmitOptions,
  SubmitRequest,
  SubmitResponse,
  SubmitResult,
  VerificationPrompt,
} from './types.js';

/** What a form shows of its last submit. */
export interface SubmitFlowState {
  /** A submit is under way; another one is ignored. */
  pending: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  general: readonly string[];
  presentation: ErrorPresentation;
}

/** One form's submit flow: a plain store for React's `useSyncExternalStore`. */
export interface SubmitFlow {
  /** Runs the generic submit (spec forms §4); resolves once everything it opened has settled. */
  submit(options: SubmitOptions): Promise<SubmitResult>;
  getSnapshot(): SubmitFlowState;
  subscribe(listener: () => void): () => void;
  /** Editing a field clears its server error. */
  clearFieldError(key: string): void;
  /** Clears every error shown. */
  clearErrors(): void;
}

const IDLE: SubmitFlowState = Object.freeze({
  pending: false,
  fieldErrors: {},
  general: [],
  presentation: 'none',
});

const STEP_UP_RETRY_CODES: readonly string[] = [ERROR_CODES.MFA_REQUIRED, ERROR_CODES.CONFIRMATION_FAILED];

/**
 * Creates the generic form submit flow (spec forms §4, "Generic submit" and "Step-up
 * authentication"), React-free: every effect goes through `deps`.
 *
 * 1. While a submit is pending another is ignored (`{ status: 'ignored' }`).
 * 2. A response demanding MFA opens the verification modal for the user's method; the
 *    code is sent with the original request as `session_code`, `session_id`,
 *    `session_uuid`; MFA_REQUIRED or CONFIRMATION_FAILED keep the modal open.
 * 3. Else meta with a `channel` opens the action status modal.
 * 4. Else a success toast (unless `hideMsg`) and the modal closes (unless `leaveOpen`).
 * 5. Then `onSuccess`; on the form route back one step (unless `skipNavigate`), else the
 *    table reloads or reload-data fires (unless `reload: false`).
 *
 * A 401 retries once; a 423 asks for the password, confirms it, and repeats once; other
 * errors are sorted with `mapServerErrors` and shown per `errorPresentation`.
 *
 * @example
 * const flow = createSubmitFlow({ send, getUser, openMfaModal, ... });
 * await flow.submit({ url: '/tags', data: values, schema: { id: 'add-tag', tableRef: 'tags' } });
 */
export function createSubmitFlow(deps: SubmitFlowDeps): SubmitFlow {
  let state: SubmitFlowState = IDLE;
  const listeners = new Set<() => void>();
  const setState = (next: Partial<SubmitFlowState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const sendSafe = async (request: SubmitRequest): Promise<Received> => {
    try {
      return { response: await deps.send(request) };
    } catch (error) {
      return { thrown: error };
    }
  };

  const confirmPassword =
    deps.confirmPassword ??
    (async (password: string) => {
      const received = await sendSafe({
        method: 'post',
        url: PASSWORD_CONFIRMATION_PATH,
        data: { password },
        upload: false,
      });
      if ('response' in received && isOkStatus(received.response.status)) return { ok: true as const };
      const error =
        'response' in received
          ? (messageOf(received.response.body) ?? readSubmitError(received).items[0]?.message)
          : thrownMessage(received.thrown);
      return { ok: false as const, error: error || FAILED_TO_CONNECT_MESSAGE };
    });

  // Opens a prompt that stays open until `attempt` accepts a value; resolves with what
  // `attempt` settled on, or null when the user cancelled.
  const ask = <T>(
    open: (prompt: VerificationPrompt) => void,
    texts: Omit<VerificationPrompt, 'confirm' | 'cancel'>,
    attempt: (value: string) => Promise<{ retry: string } | { done: T }>,
  ) =>
    new Promise<T | null>((resolve) => {
      let settled = false;
      open({
        ...texts,
        confirm: async (value) => {
          if (settled) return null;
          let result: { retry: string } | { done: T };
          try {
            result = await attempt(value);
          } catch (error) {
            // A failing check must not leave the flow waiting forever: show it, stay open.
            result = { retry: (error instanceof Error && error.message) || FAILED_TO_CONNECT_MESSAGE };
          }
          if ('retry' in result) return result.retry;
          settled = true;
          resolve(result.done);
          return null;
        },
        cancel: () => {
          if (settled) return;
          settled = true;
          resolve(null);
        },
      });
    });

  const fail = (
    options: SubmitOptions,
    { error, items }: SubmitError,
    response?: SubmitResponse,
  ): SubmitResult => {
    const { localizeMessage } = options;
    const shown = localizeMessage
      ? items.map((item) => ({ ...item, message: localizeMessage(item.message) }))
      : items;
    const mapped = mapServerErrors(shown, options.fieldKeys ?? [], {
      ...(options.combineBulkSources !== undefined && { combineBulkSources: options.combineBulkSources }),
      ...(options.files !== undefined && { files: options.files }),
      ...(options.fileRowText !== undefined && { fileRowText: options.fileRowText }),
    });
    const presentation = errorPresentation({
      general: mapped.general,
      ...(options.useToast !== undefined && { useToast: options.useToast }),
      ...(options.modalError !== undefined && { modalError: options.modalError }),
    });
    setState({ fieldErrors: mapped.fieldErrors, general: mapped.general, presentation });
    if (presentation === 'toast') deps.toast(mapped.general[0] as string, 'error');
    if (presentation === 'modal') deps.openErrorModal(mapped.general);
    const failure: SubmitFailure = { ...mapped, items, error, presentation, ...(response && { response }) };
    options.onError?.(failure);
    return { status: 'error', ...failure };
  };

  const failWith = (options: SubmitOptions, received: Received, fallback?: string): SubmitResult =>
    fail(
      options,
      readSubmitError(received, fallback),
      'response' in received ? received.response : undefined,
    );

  const succeed = async (options: SubmitOptions, response: SubmitResponse): Promise<SubmitResult> => {
    const schema = options.schema ?? {};
    const meta = metaOf(response.body);
    if (meta.channel !== undefined) {
      const selection = options.selection ?? [];
      deps.openActionStatus({
        channel: meta.channel,
        selection,
        autoClose: selection.length === 0,
        ...(schema.id !== undefined && { modalId: schema.id }),
      });
    } else {
      const message = schema.successMsg || messageOf(response.body);
      if (!options.hideMsg && message) deps.toast(message, 'success');
      if (!schema.leaveOpen) deps.closeModal(schema.id);
    }
    await options.onSuccess?.(response.body, response);
    if (deps.isFormRoute()) {
      if (!schema.skipNavigate) deps.navigateBack();
    } else if (options.reload !== false) {
      if (schema.tableRef) deps.reloadTable(schema.tableRef);
      else deps.emitReloadData();
    }
    return { status: 'success', response };
  };

  const stepUp = async (
    options: SubmitOptions,
    request: SubmitRequest,
    demand: SubmitResponse,
  ): Promise<SubmitResult> => {
    const meta = metaOf(demand.body);
    const user = deps.getUser();
    const method = meta.mfa_method ?? meta.mfa_type ?? user?.mfa_type;
    if (!isMfaMethod(method)) {
      const error = apiErrorFromResponse(demand, FAILED_TO_CONNECT_MESSAGE);
      return fail(options, { error, items: [failedToConnect()] }, demand);
    }
    let session = { session_id: meta.session_id, session_uuid: meta.session_uuid };
    const texts = mfaPromptTexts(method, user?.email ?? '', deps.idProviderName);
    const received = await ask<Received>(
      (prompt) => deps.openMfaModal({ ...prompt, method: texts.method, modal: texts.modal }),
      texts,
      async (code) => {
        const data = { ...request.data, ...withoutUndefined({ session_code: code, ...session }) };
        const result = await sendSafe({ ...request, data });
        if ('response' in result && keepsStepUpOpen(result.response)) {
          // A renewed challenge may carry a new session.
          const next = metaOf(result.response.body);
          session = {
            session_id: next.session_id ?? session.session_id,
            session_uuid: next.session_uuid ?? session.session_uuid,
          };
          const challenge = readSubmitError(result).items.find((item) =>
            STEP_UP_RETRY_CODES.includes(item.code),
          );
          return { retry: challenge?.message || FAILED_TO_CONNECT_MESSAGE };
        }
        return { done: result };
      },
    );
    if (received === null) return { status: 'cancelled' };
    if ('response' in received && isOkStatus(received.response.status))
      return succeed(options, received.response);
    return failWith(options, received, FAILED_TO_CONNECT_MESSAGE);
  };

  const run = async (options: SubmitOptions): Promise<SubmitResult> => {
    const request: SubmitRequest = {
      method: options.method ?? 'post',
      url: options.url,
      data: options.data ?? {},
      upload: options.upload ?? false,
      ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
    };
    let received = await sendSafe(request);
    let retriedUnauthorized = false;
    let confirmedPassword = false;
    for (;;) {
      if (!('response' in received)) return failWith(options, received);
      const { response } = received;
      if (demandsMfa(response)) return stepUp(options, request, response);
      if (isOkStatus(response.status)) return succeed(options, response);
      if (response.status === 401 && !retriedUnauthorized) {
        retriedUnauthorized = true;
      } else if (response.status === 423 && !confirmedPassword) {
        const confirmed = await ask<true>(
          (prompt) => deps.openPasswordPrompt(prompt),
          PASSWORD_PROMPT_TEXTS,
          async (password) => {
            const result = await confirmPassword(password);
            return result.ok ? { done: true } : { retry: result.error };
          },
        );
        if (confirmed === null) return { status: 'cancelled' };
        confirmedPassword = true;
      } else {
        return failWith(options, received);
      }
      received = await sendSafe(request);
    }
  };

  return {
    async submit(options) {
      if (state.pending) return { status: 'ignored' };
      setState({ pending: true, fieldErrors: {}, general: [], presentation: 'none' });
      try {
        return await run(options);
      } finally {
        setState({ pending: false });
      }
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearFieldError(key) {
      const next = clearFieldError(state.fieldErrors, key);
      if (next !== state.fieldErrors) setState({ fieldErrors: next });
    },
    clearErrors() {
      if (state.general.length > 0 || Object.keys(state.fieldErrors).length > 0) {
        setState({ fieldErrors: {}, general: [], presentation: 'none' });
      }
    },
  };
}

function keepsStepUpOpen(response: SubmitResponse): boolean {
  const codes = errorCodesOf(response);
  return STEP_UP_RETRY_CODES.some((code) => codes.includes(code));
}

function failedToConnect(): ErrorItem {
  return { code: REQUEST_FAILED_CODE, message: FAILED_TO_CONNECT_MESSAGE, source: null };
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
