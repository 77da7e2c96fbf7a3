import { ApiError } from '@netfleet/api-client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createSubmitFlow } from './createSubmitFlow.js';
import type {
  MfaPrompt,
  SubmitFlowDeps,
  SubmitRequest,
  SubmitResponse,
  VerificationPrompt,
} from './types.js';

type Reply = SubmitResponse | Error;

const ok = (body: unknown = { message: 'Tag created' }): SubmitResponse => ({ status: 200, body });
const failed = (status: number, errors: unknown[], meta?: object): SubmitResponse => ({
  status,
  statusText: 'Failed',
  body: { errors, ...(meta && { meta }) },
});
const item = (code: string, message: string, source: string | null = null) => ({ code, message, source });

/** A fake modal that types `values` one after another until one is accepted, else cancels. */
function typing<P extends VerificationPrompt>(
  values: string[],
  opened: { prompt: P; errors: (string | null)[] }[],
) {
  return (prompt: P) => {
    const entry = { prompt, errors: [] as (string | null)[] };
    opened.push(entry);
    void (async () => {
      for (const value of values) {
        const error = await prompt.confirm(value);
        entry.errors.push(error);
        if (error === null) return;
      }
      prompt.cancel();
    })();
  };
}

function setup(replies: Reply[], overrides: Partial<SubmitFlowDeps> = {}) {
  const log: string[] = [];
  const requests: SubmitRequest[] = [];
  const queue = [...replies];
  const deps: SubmitFlowDeps = {
    send: vi.fn(async (request: SubmitRequest) => {
      requests.push(request);
      log.push(`send ${request.method} ${request.url}`);
      const reply = queue.shift();
      if (reply === undefined) throw new Error('no reply queued');
      if (reply instanceof Error) throw reply;
      return reply;
    }),
    getUser: () => ({ mfa_type: 'email', email: 'op@example.com' }),
    openMfaModal: vi.fn(() => log.push('mfa')),
    openPasswordPrompt: vi.fn(() => log.push('password')),
    openActionStatus: vi.fn(() => log.push('status')),
    toast: vi.fn((message: string, kind: string) => log.push(`toast ${kind} ${message}`)),
    openErrorModal: vi.fn(() => log.push('error modal')),
    closeModal: vi.fn((id?: string) => log.push(`close ${id}`)),
    isFormRoute: () => false,
    navigateBack: vi.fn(() => log.push('back')),
    reloadTable: vi.fn((ref: string) => log.push(`reload ${ref}`)),
    emitReloadData: vi.fn(() => log.push('reload-data')),
    ...overrides,
  };
  return { deps, flow: createSubmitFlow(deps), log, requests };
}

describe('createSubmitFlow: success', () => {
  it('posts by default, toasts the response message, closes, runs onSuccess, then fires reload-data', async () => {
    const { flow, log, requests } = setup([ok()]);
    const onSuccess = vi.fn(() => {
      log.push('onSuccess');
    });
    const result = await flow.submit({
      url: '/tags',
      data: { name: 'a' },
      schema: { id: 'add-tag' },
      onSuccess,
    });
    expect(result).toEqual({ status: 'success', response: ok() });
    expect(requests).toEqual([{ method: 'post', url: '/tags', data: { name: 'a' }, upload: false }]);
    expect(log).toEqual([
      'send post /tags',
      'toast success Tag created',
      'close add-tag',
      'onSuccess',
      'reload-data',
    ]);
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Tag created' }, ok());
  });

  it('passes method, base URL, upload and an empty payload', async () => {
    const { flow, requests } = setup([ok()]);
    await flow.submit({ url: '/x', method: 'delete', baseURL: 'https://api.test', upload: true });
    expect(requests[0]).toEqual({
      method: 'delete',
      url: '/x',
      baseURL: 'https://api.test',
      data: {},
      upload: true,
    });
  });

  it('prefers successMsg, hides the toast with hideMsg, and shows none without a message', async () => {
    const custom = setup([ok()]);
    await custom.flow.submit({ url: '/x', schema: { successMsg: 'Saved!' } });
    expect(custom.deps.toast).toHaveBeenCalledWith('Saved!', 'success');

    const hidden = setup([ok()]);
    await hidden.flow.submit({ url: '/x', hideMsg: true, schema: { successMsg: 'Saved!' } });
    expect(hidden.deps.toast).not.toHaveBeenCalled();

    const silent = setup([ok({ data: 1 })]);
    await silent.flow.submit({ url: '/x' });
    expect(silent.deps.toast).not.toHaveBeenCalled();
    expect(silent.deps.closeModal).toHaveBeenCalledWith(undefined);
  });

  it('keeps the modal open with leaveOpen', async () => {
    const { flow, deps } = setup([ok()]);
    await flow.submit({ url: '/x', schema: { id: 'm', leaveOpen: true } });
    expect(deps.closeModal).not.toHaveBeenCalled();
  });

  it('reloads the table named by tableRef, and nothing with reload: false', async () => {
    const table = setup([ok()]);
    await table.flow.submit({ url: '/x', schema: { tableRef: 'tags' } });
    expect(table.deps.reloadTable).toHaveBeenCalledWith('tags');
    expect(table.deps.emitReloadData).not.toHaveBeenCalled();

    const none = setup([ok()]);
    await none.flow.submit({ url: '/x', reload: false, schema: { tableRef: 'tags' } });
    expect(none.deps.reloadTable).not.toHaveBeenCalled();
    expect(none.deps.emitReloadData).not.toHaveBeenCalled();
  });

  it('navigates back on the form route instead of reloading, unless skipNavigate', async () => {
    const route = setup([ok()], { isFormRoute: () => true });
    await route.flow.submit({ url: '/x', schema: { tableRef: 'tags' } });
    expect(route.deps.navigateBack).toHaveBeenCalledOnce();
    expect(route.deps.reloadTable).not.toHaveBeenCalled();

    const stay = setup([ok()], { isFormRoute: () => true });
    await stay.flow.submit({ url: '/x', schema: { skipNavigate: true } });
    expect(stay.deps.navigateBack).not.toHaveBeenCalled();
    expect(stay.deps.emitReloadData).not.toHaveBeenCalled();
  });

  it('opens the action status modal for a channel, without toast or close, then onSuccess', async () => {
    const { flow, deps, log } = setup([ok({ message: 'Queued', meta: { channel: 'action.7' } })]);
    const onSuccess = vi.fn(() => {
      log.push('onSuccess');
    });
    await flow.submit({ url: '/devices/x', selection: [1, 2], schema: { id: 'm' }, onSuccess });
    expect(deps.openActionStatus).toHaveBeenCalledWith({
      channel: 'action.7',
      selection: [1, 2],
      modalId: 'm',
      autoClose: false,
    });
    expect(log).toEqual(['send post /devices/x', 'status', 'onSuccess', 'reload-data']);
  });

  it('auto-closes the action status modal without a selection; a numeric channel is read as text', async () => {
    const { flow, deps } = setup([ok({ meta: { channel: 42 } })]);
    await flow.submit({ url: '/x' });
    expect(deps.openActionStatus).toHaveBeenCalledWith({ channel: '42', selection: [], autoClose: true });
  });
});

describe('createSubmitFlow: pending', () => {
  it('ignores a submit while one is pending and clears the flag after', async () => {
    let release: (response: SubmitResponse) => void = () => {};
    const { flow, deps } = setup([], {
      send: vi.fn(
        () =>
          new Promise<SubmitResponse>((resolve) => {
            release = resolve;
          }),
      ),
    });
    const first = flow.submit({ url: '/x' });
    expect(flow.getSnapshot().pending).toBe(true);
    expect(await flow.submit({ url: '/x' })).toEqual({ status: 'ignored' });
    release(ok());
    expect((await first).status).toBe('success');
    expect(flow.getSnapshot().pending).toBe(false);
    expect(deps.send).toHaveBeenCalledOnce();
  });

  it('clears the flag after a failure and after onSuccess throws', async () => {
    const { flow } = setup([failed(500, []), ok()]);
    expect((await flow.submit({ url: '/x' })).status).toBe('error');
    expect(flow.getSnapshot().pending).toBe(false);
    const boom = new Error('boom');
    await expect(
      flow.submit({
        url: '/x',
        onSuccess: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
    expect(flow.getSnapshot().pending).toBe(false);
  });
});

describe('createSubmitFlow: 401 and 423', () => {
  it('retries a 401 once', async () => {
    const { flow, requests } = setup([failed(401, [item('UNAUTHORIZED', 'Unauthorized')]), ok()]);
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(requests).toHaveLength(2);
  });

  it('gives up after a second 401, showing nothing for UNAUTHORIZED', async () => {
    const unauthorized = failed(401, [item('UNAUTHORIZED', 'Unauthorized')]);
    const { flow, requests, deps } = setup([unauthorized, unauthorized]);
    const result = await flow.submit({ url: '/x', useToast: true });
    expect(result).toMatchObject({ status: 'error', general: [], presentation: 'none' });
    expect(requests).toHaveLength(2);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('asks for the password after a 423, confirms it, then repeats the submit', async () => {
    const opened: { prompt: VerificationPrompt; errors: (string | null)[] }[] = [];
    const { flow, requests } = setup(
      [
        { status: 423, body: { message: 'Locked' } },
        { status: 422, body: { message: 'The password is incorrect.' } },
        { status: 204, body: undefined },
        ok(),
      ],
      { openPasswordPrompt: typing(['wrong', 'right'], opened) },
    );
    const result = await flow.submit({ url: '/users/1', method: 'put', data: { a: 1 } });
    expect(result.status).toBe('success');
    expect(requests.map((request) => [request.method, request.url, request.data])).toEqual([
      ['put', '/users/1', { a: 1 }],
      ['post', '/password-confirmation', { password: 'wrong' }],
      ['post', '/password-confirmation', { password: 'right' }],
      ['put', '/users/1', { a: 1 }],
    ]);
    expect(opened[0]?.errors).toEqual(['The password is incorrect.', null]);
    expect(opened[0]?.prompt).toMatchObject({
      title: 'Password confirmation',
      inputLabel: 'Password',
      inputType: 'password',
      confirmText: 'Confirm',
    });
  });

  it('reads the confirmation error from the error items, the thrown message, or the fallback', async () => {
    const opened: { prompt: VerificationPrompt; errors: (string | null)[] }[] = [];
    const { flow } = setup(
      [
        { status: 423, body: {} },
        failed(422, [item('VALIDATION_FAILED', 'Wrong password', 'password')]),
        new Error('Offline'),
        new Error(''),
      ],
      { openPasswordPrompt: typing(['a', 'b', 'c'], opened) },
    );
    expect(await flow.submit({ url: '/x' })).toEqual({ status: 'cancelled' });
    expect(opened[0]?.errors).toEqual(['Wrong password', 'Offline', 'Failed to connect to server.']);
  });

  it('uses an injected confirmPassword', async () => {
    const confirmPassword = vi.fn(async (password: string) =>
      password === 'pw' ? { ok: true as const } : { ok: false as const, error: 'No' },
    );
    const opened: { prompt: VerificationPrompt; errors: (string | null)[] }[] = [];
    const { flow, requests } = setup([{ status: 423, body: {} }, ok()], {
      confirmPassword,
      openPasswordPrompt: typing(['x', 'pw'], opened),
    });
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(opened[0]?.errors).toEqual(['No', null]);
    expect(requests).toHaveLength(2);
  });

  it('keeps the prompt open when an injected confirmPassword throws', async () => {
    const confirmPassword = vi
      .fn<(password: string) => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new Error('Down'))
      .mockRejectedValueOnce('odd')
      .mockResolvedValueOnce({ ok: true });
    const opened: { prompt: VerificationPrompt; errors: (string | null)[] }[] = [];
    const { flow } = setup([{ status: 423, body: {} }, ok()], {
      confirmPassword,
      openPasswordPrompt: typing(['a', 'b', 'c'], opened),
    });
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(opened[0]?.errors).toEqual(['Down', 'Failed to connect to server.', null]);
  });

  it('cancels without resubmitting when the prompt is closed', async () => {
    const { flow, requests, deps } = setup([{ status: 423, body: {} }], {
      openPasswordPrompt: typing([], []),
    });
    expect(await flow.submit({ url: '/x' })).toEqual({ status: 'cancelled' });
    expect(requests).toHaveLength(1);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(flow.getSnapshot().pending).toBe(false);
  });

  it('treats a second 423 after confirmation as an error', async () => {
    const { flow } = setup(
      [
        { status: 423, body: {} },
        ok(),
        { status: 423, statusText: 'Locked', body: { message: 'Still locked' } },
      ],
      { openPasswordPrompt: typing(['pw'], []) },
    );
    expect(await flow.submit({ url: '/x' })).toMatchObject({ status: 'error', general: ['Still locked'] });
  });
});

describe('createSubmitFlow: step-up authentication', () => {
  const mfaRequired = (meta: object = { session_id: 9, session_uuid: 'u-1' }) =>
    failed(403, [item('MFA_REQUIRED', 'MFA required')], meta);

  it('asks for the e-mail code and resends the request with the session', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow, requests, deps } = setup([mfaRequired(), ok()], {
      openMfaModal: typing(['123456'], opened),
    });
    const result = await flow.submit({ url: '/admin/users', method: 'delete', data: { email: 'a@b.c' } });
    expect(result.status).toBe('success');
    expect(requests[1]?.data).toEqual({
      email: 'a@b.c',
      session_code: '123456',
      session_id: 9,
      session_uuid: 'u-1',
    });
    expect(requests[1]?.method).toBe('delete');
    expect(opened[0]?.prompt).toMatchObject({
      method: 'email',
      modal: 'prompt',
      title: 'Enter authentication code',
      inputLabel: 'Code',
      confirmText: 'Confirm',
      message:
        'The verification code has been sent to op@example.com. Please check your inbox and complete authentication step.',
    });
    expect(deps.toast).toHaveBeenCalledWith('Tag created', 'success');
  });

  it('stays open on CONFIRMATION_FAILED and MFA_REQUIRED, taking a renewed session', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow, requests } = setup(
      [
        mfaRequired(),
        failed(403, [item('CONFIRMATION_FAILED', 'Wrong code')]),
        failed(403, [item('MFA_REQUIRED', '')], { session_uuid: 'u-2' }),
        ok(),
      ],
      { openMfaModal: typing(['1', '2', '3'], opened) },
    );
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.errors).toEqual(['Wrong code', 'Failed to connect to server.', null]);
    expect(requests[3]?.data).toEqual({ session_code: '3', session_id: 9, session_uuid: 'u-2' });
  });

  it('closes on another error and shows it on the form', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow } = setup(
      [mfaRequired(), failed(422, [item('VALIDATION_FAILED', 'Unknown user', 'email')])],
      {
        openMfaModal: typing(['1'], opened),
      },
    );
    const result = await flow.submit({ url: '/x', fieldKeys: ['email'] });
    expect(opened[0]?.errors).toEqual([null]);
    expect(result).toMatchObject({ status: 'error', fieldErrors: { email: 'Unknown user' } });
    expect(flow.getSnapshot().fieldErrors).toEqual({ email: 'Unknown user' });
  });

  it('shows "Failed to connect to server." when the step fails without a message', async () => {
    const { flow } = setup([mfaRequired(), { status: 502, body: '<html>' }], {
      openMfaModal: typing(['1'], []),
    });
    expect(await flow.submit({ url: '/x' })).toMatchObject({
      status: 'error',
      general: ['Failed to connect to server.'],
    });
    const thrown = setup([mfaRequired(), new Error('')], { openMfaModal: typing(['1'], []) });
    expect(await thrown.flow.submit({ url: '/x' })).toMatchObject({
      general: ['Failed to connect to server.'],
    });
  });

  it('shows "Failed to connect to server." when there is no method', async () => {
    const { flow, deps } = setup([mfaRequired({})], { getUser: () => ({ mfa_type: null, email: 'x@y.z' }) });
    expect(await flow.submit({ url: '/x' })).toMatchObject({
      status: 'error',
      general: ['Failed to connect to server.'],
      presentation: 'list',
    });
    expect(deps.openMfaModal).not.toHaveBeenCalled();
    const unknown = setup([mfaRequired({ mfa_method: 'sms' })], { getUser: () => null });
    expect(await unknown.flow.submit({ url: '/x' })).toMatchObject({
      general: ['Failed to connect to server.'],
    });
  });

  it('starts step-up from meta on a successful response, with the method from meta', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow, requests } = setup([ok({ meta: { mfa_type: 'totp', session_uuid: 'u' } }), ok()], {
      openMfaModal: typing(['654321'], opened),
    });
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(opened[0]?.prompt).toMatchObject({ method: 'totp', modal: 'MfaTOTP', title: 'TOTP verification' });
    expect(opened[0]?.prompt.message).toBeUndefined();
    expect(requests[1]?.data).toEqual({ session_code: '654321', session_uuid: 'u' });
  });

  it('takes the method from meta when no user is known', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow } = setup([mfaRequired({ mfa_method: 'email' }), ok()], {
      getUser: () => null,
      openMfaModal: typing(['1'], opened),
    });
    expect((await flow.submit({ url: '/x' })).status).toBe('success');
    expect(opened[0]?.prompt.message).toBe(
      'The verification code has been sent to . Please check your inbox and complete authentication step.',
    );
  });

  it('delegates Teltonika ID to MfaID with the provider name', async () => {
    const opened: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const { flow } = setup([failed(403, [item('MFA_REQUIRED', 'x')], { mfa_method: 'teltonika_id' }), ok()], {
      openMfaModal: typing(['t'], opened),
    });
    await flow.submit({ url: '/x' });
    expect(opened[0]?.prompt).toMatchObject({ modal: 'MfaID', title: 'Teltonika ID verification' });

    const branded: { prompt: MfaPrompt; errors: (string | null)[] }[] = [];
    const other = setup([failed(403, [item('MFA_REQUIRED', 'x')]), ok()], {
      idProviderName: 'Acme',
      getUser: () => ({ mfa_type: 'teltonika_id', email: '' }),
      openMfaModal: typing(['t'], branded),
    });
    await other.flow.submit({ url: '/x' });
    expect(branded[0]?.prompt.title).toBe('Acme ID verification');
  });

  it('cancels when the modal is closed, and ignores late confirms and cancels', async () => {
    let prompt: MfaPrompt | undefined;
    const { flow, requests } = setup([mfaRequired()], {
      openMfaModal: (opened) => {
        prompt = opened;
      },
    });
    const pending = flow.submit({ url: '/x' });
    await vi.waitFor(() => expect(prompt).toBeDefined());
    prompt?.cancel();
    expect(await pending).toEqual({ status: 'cancelled' });
    expect(await prompt?.confirm('1')).toBeNull();
    prompt?.cancel();
    expect(requests).toHaveLength(1);
  });
});

describe('createSubmitFlow: errors', () => {
  const validation = failed(422, [
    item('VALIDATION_FAILED', 'Name is taken', 'name'),
    item('VALIDATION_FAILED', 'Quota reached'),
  ]);

  it('sorts errors onto fields and the general list, and calls onError', async () => {
    const onError = vi.fn();
    const { flow, deps } = setup([validation], {});
    const result = await flow.submit({ url: '/x', fieldKeys: ['name'], onError });
    expect(result).toEqual({
      status: 'error',
      fieldErrors: { name: 'Name is taken' },
      general: ['Quota reached'],
      presentation: 'list',
      items: [
        { code: 'VALIDATION_FAILED', message: 'Name is taken', source: 'name' },
        { code: 'VALIDATION_FAILED', message: 'Quota reached', source: null },
      ],
      error: expect.any(ApiError),
      response: validation,
    });
    // The failed call as an ApiError: what resultMessage and other callers read.
    expect(result.status === 'error' && result.error).toMatchObject({
      message: 'Name is taken',
      status: validation.status,
      serverMessage: true,
      errors: result.status === 'error' ? result.items : [],
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ general: ['Quota reached'] }));
    expect(flow.getSnapshot()).toMatchObject({
      fieldErrors: { name: 'Name is taken' },
      general: ['Quota reached'],
      presentation: 'list',
    });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.closeModal).not.toHaveBeenCalled();
  });

  it('toasts a single general error with useToast', async () => {
    const { flow, deps } = setup([validation]);
    await flow.submit({ url: '/x', fieldKeys: ['name'], useToast: true });
    expect(deps.toast).toHaveBeenCalledWith('Quota reached', 'error');
  });

  it('opens the Error modal with modalError', async () => {
    const { flow, deps } = setup([validation]);
    await flow.submit({ url: '/x', modalError: true });
    expect(deps.openErrorModal).toHaveBeenCalledWith(['Name is taken', 'Quota reached']);
  });

  it('passes combineBulkSources and files to the mapping', async () => {
    const { flow } = setup([
      failed(422, [
        item('VALIDATION_FAILED', 'The data.1.serial is taken.', 'data.1.serial'),
        item('VALIDATION_FAILED', 'Bad MAC', 'file.4.mac'),
      ]),
    ]);
    const result = await flow.submit({
      url: '/x',
      fieldKeys: ['serial', 'file'],
      combineBulkSources: true,
      files: { file: 'devices.csv' },
    });
    expect(result).toMatchObject({
      fieldErrors: { serial: 'The serial is taken.', file: 'Bad MAC (mac, line 4 in devices.csv)' },
    });
  });

  it('shows the fallback or the thrown message when no response came', async () => {
    const { flow } = setup([new Error('Network down'), new Error('')]);
    expect(await flow.submit({ url: '/x' })).toMatchObject({ general: ['Network down'] });
    expect(await flow.submit({ url: '/x' })).toMatchObject({
      general: ['Failed to send request. Try again later'],
    });
    const thrower = setup([], {
      send: () => Promise.reject('plain'),
    });
    expect(await thrower.flow.submit({ url: '/x' })).toMatchObject({
      general: ['Failed to send request. Try again later'],
    });
  });

  it('clears errors on a new submit, on edit of a field, and on request; notifies subscribers', async () => {
    const { flow } = setup([validation, validation, ok()]);
    const listener = vi.fn();
    const unsubscribe = flow.subscribe(listener);
    await flow.submit({ url: '/x', fieldKeys: ['name'] });
    expect(listener).toHaveBeenCalled();

    const before = flow.getSnapshot();
    flow.clearFieldError('other');
    expect(flow.getSnapshot()).toBe(before);
    flow.clearFieldError('name');
    expect(flow.getSnapshot().fieldErrors).toEqual({});
    expect(flow.getSnapshot().general).toEqual(['Quota reached']);
    flow.clearErrors();
    expect(flow.getSnapshot()).toMatchObject({ fieldErrors: {}, general: [], presentation: 'none' });
    const cleared = flow.getSnapshot();
    flow.clearErrors();
    expect(flow.getSnapshot()).toBe(cleared);

    await flow.submit({ url: '/x', fieldKeys: ['name'] });
    const seen: unknown[] = [];
    flow.subscribe(() => seen.push(flow.getSnapshot().general));
    await flow.submit({ url: '/x' });
    expect(seen[0]).toEqual([]);
    expect(flow.getSnapshot().general).toEqual([]);

    unsubscribe();
    const calls = listener.mock.calls.length;
    flow.clearErrors();
    expect(listener.mock.calls.length).toBe(calls);
  });
});
