import type { ApiClient } from '@netfleet/api-client';
import type { ConnectSession } from '@netfleet/connect-kit';
import { BRIDGE_CLOSE_CODES, type RemoteSessionAccess } from '@netfleet/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopApp } from '../DesktopApp.js';
import { createVncSession } from './createVncSession.js';
import { fakeNoVnc } from './fakeNoVnc.js';
import { VncApp } from './VncApp.js';

const vnc: RemoteSessionAccess = {
  id: 7,
  name: 'Panel VNC',
  protocol: 'vnc',
  destination: '10.0.0.5',
  port: 5900,
  device_id: 1,
  device_name: 'RUT241',
  username: null,
  has_password: false,
  has_private_key: false,
  host_key_sha256: null,
};

function connectSession(access: RemoteSessionAccess, signedIn = true): ConnectSession {
  return {
    page: 'desktop',
    start: { session_id: 3, ticket: 'ticket', app: 'desktop', access, expires_at: '2030-01-01T00:00:00Z' },
    user: signedIn ? ({ id: 1, email: 'admin@netfleet.test' } as ConnectSession['user']) : null,
    client: {} as ApiClient,
    restart: vi.fn(),
  };
}

function renderVnc(signedIn = true) {
  const fakes = fakeNoVnc();
  const connect = connectSession(vnc, signedIn);
  render(
    <VncApp
      session={connect}
      createSession={() =>
        createVncSession({ url: 'ws://x/bridge', openSocket: fakes.openSocket, createRfb: fakes.createRfb })
      }
    />,
  );
  const rfb = fakes.rfb();
  return { fakes, rfb, connect, emit: (type: string, detail?: unknown) => act(() => rfb.emit(type, detail)) };
}

const status = () => screen.getByRole('status');

describe('VncApp', () => {
  afterEach(cleanup);

  it('shows the remote screen in a labelled region and says when it is connected', () => {
    const { rfb, emit } = renderVnc();
    expect(screen.getByRole('application', { name: 'Remote screen of Panel VNC' }).contains(rfb.target)).toBe(
      true,
    );
    expect(status().textContent).toBe('Connecting');
    // Ctrl+Alt+Del waits for the connection.
    expect(screen.getByRole('button', { name: 'Send Ctrl+Alt+Del to the remote desktop' })).toHaveProperty(
      'disabled',
      true,
    );
    emit('connect');
    expect(status().textContent).toBe('Connected');
  });

  it('toggles view-only and scaling, and keeps Ctrl+Alt+Del off while only viewing', async () => {
    const { rfb, emit } = renderVnc();
    emit('connect');
    const ctrlAltDel = screen.getByRole('button', { name: 'Send Ctrl+Alt+Del to the remote desktop' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'View only' }));
    expect(rfb.viewOnly).toBe(true);
    expect(ctrlAltDel).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'View only' }));
    expect(rfb.viewOnly).toBe(false);
    await userEvent.click(ctrlAltDel);
    expect(rfb.sendCtrlAltDel).toHaveBeenCalledOnce();

    const scaling = screen.getByRole('combobox', { name: 'Scaling' });
    expect((scaling as HTMLSelectElement).value).toBe('fit');
    await userEvent.selectOptions(scaling, 'Actual size (1:1)');
    expect(rfb.scaleViewport).toBe(false);
  });

  it('sends text to the remote clipboard and shows what the remote desktop copied', async () => {
    const { rfb, emit } = renderVnc();
    emit('connect');
    const toggle = screen.getByRole('button', { name: 'Clipboard' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Clipboard' });
    expect(panel).toBeTruthy();
    // Focus starts in the text to send.
    await userEvent.keyboard('hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the remote clipboard' }));
    expect(rfb.clipboardPasteFrom).toHaveBeenCalledWith('hello there');
    expect(screen.getByText('Sent to the remote clipboard.')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Copy the remote clipboard’s text' })).toBeNull();
    emit('clipboard', { text: 'from the desktop' });
    expect((screen.getByLabelText('The remote clipboard') as HTMLTextAreaElement).value).toBe(
      'from the desktop',
    );
    expect(screen.getByRole('button', { name: 'Copy the remote clipboard’s text' })).toBeTruthy();

    // View only: nothing can be sent, and the panel says why.
    await userEvent.click(screen.getByRole('checkbox', { name: 'View only' }));
    expect(screen.getByRole('button', { name: 'Send to the remote clipboard' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Turn off View only to send text.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Clipboard' })).toBeNull();
  });

  it('asks for the VNC password and hands it to noVNC', async () => {
    const { rfb, emit } = renderVnc();
    emit('credentialsrequired', { types: ['password'] });
    // getByRole throws when there is no such form.
    screen.getByRole('form', { name: 'The VNC server at 10.0.0.5:5900 asks for a password' });
    const password = screen.getByLabelText(/^Password/);
    // The field has the focus.
    expect(document.activeElement).toBe(password);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText('Enter the password')).toBeTruthy();
    expect(rfb.sendCredentials).not.toHaveBeenCalled();
    await userEvent.type(password, 's3cret{Enter}');
    expect(rfb.sendCredentials).toHaveBeenCalledWith({ password: 's3cret' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says no VNC server answers when the device is unreachable, and offers Reconnect', async () => {
    const { fakes, connect } = renderVnc();
    act(() => fakes.sockets[0]?.serverClose(BRIDGE_CLOSE_CODES.unreachable));
    expect(screen.getByText('The device could not be reached.')).toBeTruthy();
    expect(screen.getByText(/^No VNC server answers at 10\.0\.0\.5:5900 on the device\./)).toBeTruthy();
    expect(status().textContent).toBe('Disconnected');
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(connect.restart).toHaveBeenCalledOnce();
  });

  it('offers no Reconnect on a one-time key’s page (the key is spent)', () => {
    const { fakes } = renderVnc(false);
    act(() => fakes.sockets[0]?.serverClose(BRIDGE_CLOSE_CODES.peer_closed));
    expect(screen.getByText('The device closed the connection.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('disconnects on Disconnect', async () => {
    const { rfb, emit } = renderVnc();
    emit('connect');
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(rfb.disconnect).toHaveBeenCalledOnce();
    expect(screen.getByText('The session was closed.')).toBeTruthy();
  });
});

describe('DesktopApp', () => {
  afterEach(cleanup);

  it('says what RDP needs instead of drawing a screen', () => {
    render(
      <DesktopApp session={connectSession({ ...vnc, name: 'Panel RDP', protocol: 'rdp', port: 3389 })} />,
    );
    expect(screen.getByText('RDP does not open in the browser yet')).toBeTruthy();
    expect(screen.getByText(/connects to 10\.0\.0\.5:3389 with RDP/)).toBeTruthy();
    expect(screen.queryByRole('application')).toBeNull();
  });
});
