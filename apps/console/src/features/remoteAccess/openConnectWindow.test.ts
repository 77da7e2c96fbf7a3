import { describe, expect, it, vi } from 'vitest';
import { openConnectWindow, PopupBlockedError } from './openConnectWindow.js';

function fakeHost(opens = true) {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.fn(() => (opens ? (tab as unknown as WindowProxy) : null));
  return { host: { open, location: { origin: 'https://rms.example' } }, tab, open };
}

describe('openConnectWindow', () => {
  it('opens the tab in the click, before the key, and sends it to the key page once minted', async () => {
    const { host, tab, open } = fakeHost();
    let mint: (value: { path: string }) => void = () => undefined;
    const key = new Promise<{ path: string }>((resolve) => {
      mint = resolve;
    });
    const opening = openConnectWindow(host, { kind: 'key' }, () => key);
    // Synchronously, still inside the click: a blank tab, cut off from the console.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    mint({ path: '/rms-connect/ssh?key=k3y' });
    await opening;
    expect(tab.location.href).toBe('https://rms.example/rms-connect/ssh?key=k3y');
  });

  it('closes the blank tab when the key cannot be had', async () => {
    const { host, tab } = fakeHost();
    const refused = new Error('Forbidden');
    await expect(openConnectWindow(host, { kind: 'key' }, () => Promise.reject(refused))).rejects.toBe(
      refused,
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('says so when the browser blocks the tab, without asking for a key', async () => {
    const { host } = fakeHost(false);
    const mint = vi.fn();
    await expect(openConnectWindow(host, { kind: 'key' }, mint)).rejects.toBeInstanceOf(PopupBlockedError);
    expect(mint).not.toHaveBeenCalled();
  });

  it('opens a direct path with noopener and no key', async () => {
    const { host, open } = fakeHost();
    const mint = vi.fn();
    await openConnectWindow(host, { kind: 'path', path: '/rms-connect/telnet?id=4' }, mint);
    expect(open).toHaveBeenCalledWith('https://rms.example/rms-connect/telnet?id=4', '_blank', 'noopener');
    expect(mint).not.toHaveBeenCalled();
  });
});
