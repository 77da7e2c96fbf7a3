import { isApiError } from '@netfleet/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/renderConsole.js';

describe('the full-page notices', () => {
  it('offer an unverified user to send the confirmation again', async () => {
    const { api } = renderConsole({
      userFailure: { status: 403, errors: [{ code: 'EMAIL_NOT_VERIFIED', message: 'Verify your e-mail' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Please verify your e-mail address' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Email confirmation sent successfully')).toBeTruthy();
    expect(api.requestsTo('/api/account/user/activation/resend', 'POST')).toHaveLength(1);
  });

  it('say why sending the confirmation failed', async () => {
    renderConsole({
      userFailure: { status: 403, errors: [{ code: 'EMAIL_NOT_VERIFIED', message: 'Verify' }] },
      activationFailure: { status: 502, statusText: 'Bad Gateway' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Failed to send email confirmation (Bad Gateway)')).toBeTruthy();
  });

  it('tell an SSO user who was not invited, and require MFA', async () => {
    renderConsole({
      userFailure: { status: 403, errors: [{ code: 'NOT_INVITED_EXTERNAL_USER', message: 'x' }] },
    });
    expect(await screen.findByRole('heading', { name: 'You have not been invited' })).toBeTruthy();
  });

  it('require two-factor authentication and set it up right there, then continue to Netfleet', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-FGH${'ABCDEFGHIJ'[index]}2`);
    const { api, env } = renderConsole({
      userFailure: { status: 403, errors: [{ code: 'MFA_MANDATORY', message: 'x' }] },
      answers: {
        'POST /api/user/mfa/enrolment': {
          body: {
            data: {
              method: 'totp',
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
              otpauth_uri: 'otpauth://totp/Netfleet:x?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Netfleet',
              expires_at: '2030-01-01T00:00:00.000Z',
            },
          },
        },
        'POST /api/user/mfa/enrolment/confirm': { body: { data: { method: 'totp', recovery_codes: codes } } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Multi-factor authentication is required' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /6-digit code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(api.requestsTo('/api/user/mfa/enrolment/confirm', 'POST')[0]?.body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Netfleet' }));
    expect(env.reload).toHaveBeenCalled();
  });

  it('show maintenance with a way to try again', async () => {
    const { env } = renderConsole({
      userFailure: { status: 503, errors: [{ code: 'MAINTENANCE', message: 'x' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Netfleet is under maintenance' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(env.reload).toHaveBeenCalled();
  });

  it('offer to try again after a failed start', async () => {
    // A failed user request is re-thrown (spec §4); bootstrap then shows the retry page.
    const { env, app, start } = renderConsole({ userFailure: { status: 500 }, manualStart: true });
    const error = await start().catch((thrown: unknown) => thrown);
    expect(isApiError(error)).toBe(true);
    act(() => app.status.set({ kind: 'failed', message: (error as Error).message }));
    expect(await screen.findByText('Netfleet could not start')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(env.reload).toHaveBeenCalled());
  });
});
