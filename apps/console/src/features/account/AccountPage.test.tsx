import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';
import { describeUserAgent } from './describeUserAgent.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const sessions = {
  data: [
    {
      id: 1,
      current: true,
      user_agent: CHROME,
      ip_address: '10.0.0.1',
      created_at: '2026-01-02T03:04:05.000Z',
      last_seen_at: '2026-01-02T04:00:00.000Z',
    },
    {
      id: 2,
      current: false,
      user_agent: FIREFOX,
      ip_address: '10.0.0.2',
      created_at: '2026-01-01T03:04:05.000Z',
      last_seen_at: null,
    },
  ],
};
/** The page's chunk loads on first use: the first test of a cold run waits for the transform. */
const LOAD = { timeout: 12_000 };
const noMfa = { data: { method: null, required: false, recovery_codes_left: 0 } };

function renderAccount(answers: Record<string, { status?: number; body?: unknown }> = {}, user = {}) {
  return renderConsole({
    path: '/account',
    user: { username: 'Ada Admin', ...user },
    answers: {
      'GET /api/user/mfa': { body: noMfa },
      'GET /api/user/sessions': { body: sessions },
      ...answers,
    },
  });
}

describe('describeUserAgent', () => {
  it('names the browser and system in words', () => {
    expect(describeUserAgent(CHROME)).toEqual({ browser: 'Chrome 126', os: 'Windows' });
    expect(describeUserAgent(FIREFOX)).toEqual({ browser: 'Firefox 128', os: 'Linux' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});

describe('the account page', () => {
  it('profile: an unchanged name is refused in words, a new one is saved; the e-mail is read-only', async () => {
    const view = renderAccount({ 'PUT /api/user/profile': { body: { data: { username: 'Ada Lovelace' } } } });
    const name = await screen.findByRole('textbox', { name: /Name/ }, LOAD);
    expect((screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).readOnly).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please input different value to save changes.')).toBeTruthy();
    expect(view.api.requestsTo('/api/user/profile', 'PUT')).toHaveLength(0);
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name was saved.')).toBeTruthy();
    expect(view.api.requestsTo('/api/user/profile', 'PUT')[0]?.body).toEqual({ username: 'Ada Lovelace' });
    // The header's account button shows the initials without a picture.
    const accountButton = screen.getByRole('button', { name: /Account menu/ });
    expect(within(accountButton).getByText('AL')).toBeTruthy();
  });

  it('the header shows the picture at 26 px when there is one', async () => {
    renderAccount({}, { avatar_url: '/api/user/avatar/7?v=1' });
    const accountButton = await screen.findByRole('button', { name: /Account menu/ }, LOAD);
    const image = accountButton.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/user/avatar/7?v=1');
    expect(image?.getAttribute('width')).toBe('26');
    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeTruthy();
  });

  it('password: checked before sending, the server’s field error on its field with the input kept, then how many sessions ended', async () => {
    const view = renderAccount({
      'PUT /api/user/password': {
        status: 422,
        body: {
          errors: [
            {
              code: 'VALIDATION_ERROR',
              message: 'The current password is wrong.',
              source: 'current_password',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const current = await screen.findByLabelText(/Current password/, undefined, LOAD);
    await user.type(current, 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be at least 10 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password-1');
    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/Repeat the new password/), 'a-new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/Repeat the new password/), 'a-new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('wrong-password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    view.api.state.answers['PUT /api/user/password'] = { body: { data: { signed_out: 2 } } };
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. 2 other sessions were signed out.'),
    ).toBeTruthy();
    expect(view.api.requestsTo('/api/user/password', 'PUT').at(-1)?.body).toEqual({
      current_password: 'wrong-password',
      new_password: 'a-new-password-1',
    });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('two-factor: a required method can be changed but not turned off', async () => {
    renderAccount({
      'GET /api/user/mfa': { body: { data: { method: 'totp', required: true, recovery_codes_left: 7 } } },
    });
    expect(await screen.findByText('Authenticator app', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('Required by your company')).toBeTruthy();
    expect(screen.getByText('7 recovery codes left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('two-factor: Set up opens ChangeMfa; e-mail codes say where the code went, and the codes come last', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `QWERT-YUIO${'ABCDEFGHIJ'[index]}`);
    const view = renderAccount({
      'POST /api/user/mfa/enrolment': {
        body: {
          data: { method: 'email', email: 'admin@netfleet.test', expires_at: '2030-01-01T00:00:00.000Z' },
        },
      },
      'POST /api/user/mfa/enrolment/confirm': { body: { data: { method: 'email', recovery_codes: codes } } },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('None', undefined, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, LOAD);
    await user.click(await within(dialog).findByRole('radio', { name: /E-mail codes/ }, LOAD));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('We sent a code to admin@netfleet.test.')).toBeTruthy();
    expect(view.api.requestsTo('/api/user/mfa/enrolment', 'POST')[0]?.body).toEqual({ method: 'email' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter the 6-digit code.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /6-digit code/ }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('QWERT-YUIOA')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByRole('button', { name: 'Download (.txt)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
  });

  it('sessions: words for the browser, This session, Sign out and Sign out everywhere else after a prompt', async () => {
    const view = renderAccount({
      'DELETE /api/user/sessions/2': {},
      'DELETE /api/user/sessions/others': { body: { data: { signed_out: 1 } } },
    });
    const table = await screen.findByRole('table', { name: 'Active sessions' }, LOAD);
    expect(within(table).getByText('Chrome 126 on Windows')).toBeTruthy();
    expect(within(table).getByText('This session')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Sign out Firefox 128 on Linux (10.0.0.2)' }));
    expect(await screen.findByText('The session was signed out.')).toBeTruthy();
    expect(view.api.requestsTo('/api/user/sessions/2', 'DELETE')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(prompt).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session was signed out.')).toBeTruthy();
    expect(view.api.requestsTo('/api/user/sessions/others', 'DELETE')).toHaveLength(1);
  });

  it('says when the sessions cannot be read, with a way to try again', async () => {
    renderAccount({
      'GET /api/user/sessions': {
        status: 500,
        body: { errors: [{ code: 'SERVER_ERROR', message: 'Boom' }] },
      },
    });
    expect(await screen.findByText('Failed to get your sessions.', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText(/Boom/)).toBeTruthy();
  });
});
