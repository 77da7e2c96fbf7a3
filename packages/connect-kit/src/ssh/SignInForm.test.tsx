import type { RemoteSessionAccess } from '@netfleet/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm.js';

const access: RemoteSessionAccess = {
  id: 4,
  name: 'Router SSH',
  protocol: 'ssh',
  destination: '10.0.0.1',
  port: 2222,
  device_id: 1,
  device_name: 'RUT241',
  username: 'root',
  has_password: false,
  has_private_key: false,
  host_key_sha256: null,
};

const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbg==\n-----END OPENSSH PRIVATE KEY-----\n';

describe('SignInForm', () => {
  afterEach(cleanup);

  it('starts at the password with the entry’s user name filled, and sends what was typed', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm access={access} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Sign in to 10.0.0.1:2222' })).toBeTruthy();
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('root');
    expect(document.activeElement).toBe(
      screen.getByLabelText(/^Password/, { selector: 'input[type=password]' }),
    );
    await userEvent.keyboard('s3cret{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'root',
      method: 'password',
      password: 's3cret',
      privateKey: '',
      passphrase: '',
    });
  });

  it('says what is missing under each field and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm access={{ ...access, username: null }} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText('Enter the user name')).toBeTruthy();
    expect(screen.getByText('Enter the password')).toBeTruthy();
    expect(screen.getByLabelText(/User name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a private key from its file, with a passphrase', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm access={access} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Private key' }));
    await userEvent.upload(screen.getByLabelText('Key file'), new File([KEY], 'id_ed25519'));
    await vi.waitFor(() =>
      expect(
        (screen.getByLabelText(/^Private key/, { selector: 'textarea' }) as HTMLTextAreaElement).value,
      ).toBe(KEY),
    );
    // The field says which file it read, in the page's words (not the browser's "No file chosen").
    expect(screen.getByLabelText('Key file').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Key read from id_ed25519.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Passphrase/), 'words');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'key', privateKey: KEY, passphrase: 'words' }),
    );
  });

  it('offers its own "Choose file" button for pointers, and keeps the labelled input for the keyboard', async () => {
    render(<SignInForm access={access} onSubmit={() => {}} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Private key' }));
    const input = screen.getByLabelText('Key file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(0);
    const choose = screen.getByText('Choose file');
    expect(choose.getAttribute('aria-hidden')).toBe('true');
    const opened = vi.fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('refuses a public key pasted as the private key', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm access={access} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Private key' }));
    await userEvent.type(
      screen.getByLabelText(/^Private key/, { selector: 'textarea' }),
      'ssh-ed25519 AAAA me',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText(/This is not a private key/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    render(<SignInForm access={access} onSubmit={() => {}} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
