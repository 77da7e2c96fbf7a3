import type { RemoteSessionAccess } from '@netfleet/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostKeyBadge } from './HostKeyBadge.js';
import { HostKeyChanged } from './HostKeyChanged.js';
import { HostKeyPrompt } from './HostKeyPrompt.js';

const access: RemoteSessionAccess = {
  id: 4,
  name: 'Router SSH',
  protocol: 'ssh',
  destination: '10.0.0.1',
  port: 22,
  device_id: 1,
  device_name: 'RUT241',
  username: 'root',
  has_password: true,
  has_private_key: false,
  host_key_sha256: null,
};

afterEach(cleanup);

describe('HostKeyPrompt', () => {
  it('shows the new key and answers Trust and connect or Cancel, Trust focused first', async () => {
    const onAnswer = vi.fn();
    render(
      <HostKeyPrompt
        access={access}
        hostKey={{ algorithm: 'ssh-ed25519', fingerprint: 'SHA256:abcDEF', known: 'new' }}
        onAnswer={onAnswer}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Trust this host key?' });
    expect(dialog.textContent).toContain('ssh-ed25519');
    expect(dialog.textContent).toContain('SHA256:abcDEF');
    expect(dialog.textContent).toContain('10.0.0.1:22');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Trust and connect' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer.mock.calls).toEqual([[true], [false]]);
  });
});

describe('HostKeyChanged', () => {
  it('shows both fingerprints and what an administrator can do', () => {
    render(
      <HostKeyChanged
        hostKey={{
          algorithm: 'ssh-rsa',
          fingerprint: 'SHA256:new',
          known: 'changed',
          remembered: 'SHA256:old',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'The device’s host key has changed' });
    expect(section.textContent).toContain('Shown now (ssh-rsa)SHA256:new');
    expect(section.textContent).toContain('RememberedSHA256:old');
    expect(section.textContent).toContain(
      'an administrator can forget the remembered key on the entry’s page',
    );
  });
});

describe('HostKeyBadge', () => {
  it('shows the fingerprint’s start and reaches the whole of it by keyboard', async () => {
    const fingerprint = 'SHA256:0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    render(<HostKeyBadge hostKey={{ algorithm: 'ssh-ed25519', fingerprint, known: 'match' }} />);
    const badge = screen.getByText('Host key SHA256:012345678…');
    await userEvent.tab();
    expect(document.activeElement).toBe(badge);
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain(
        `ssh-ed25519 host key is the one remembered for this entry: ${fingerprint}`,
      ),
    );
  });
});
