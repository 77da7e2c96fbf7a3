import type { RemoteAccessProtocol } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import { describe, expect, it } from 'vitest';
import { connectTarget, connectUrl, entryActions } from './entryActions.js';

const held = (role: string) => {
  const permissions = ROLES.find((entry) => entry.name === role)?.permissions ?? [];
  return (permission: string) => (permissions as readonly string[]).includes(permission);
};
const entry = (protocol: RemoteAccessProtocol, enabled = true) => ({ id: 7, protocol, enabled });

describe('entryActions', () => {
  it('gives an admin every action an enabled ssh entry has', () => {
    expect(entryActions(entry('ssh'), held('admin'))).toEqual([
      'connect',
      'files',
      'share',
      'edit',
      'delete',
    ]);
  });

  it('offers Share only for ssh, vnc and rdp, and Files only for ssh', () => {
    expect(entryActions(entry('vnc'), held('admin'))).toEqual(['connect', 'share', 'edit', 'delete']);
    expect(entryActions(entry('rdp'), held('admin'))).toEqual(['connect', 'share', 'edit', 'delete']);
    expect(entryActions(entry('telnet'), held('admin'))).toEqual(['connect', 'edit', 'delete']);
    expect(entryActions(entry('sftp'), held('admin'))).toEqual(['connect', 'edit', 'delete']);
  });

  it('connects to no web page (http, https) and to no disabled entry', () => {
    expect(entryActions(entry('https'), held('admin'))).toEqual(['edit', 'delete']);
    expect(entryActions(entry('ssh', false), held('admin'))).toEqual(['edit', 'delete']);
  });

  it('gives the guests (view only) nothing to do', () => {
    expect(entryActions(entry('ssh'), held('read_only'))).toEqual([]);
    expect(entryActions(entry('ssh'), held('readonly_admin'))).toEqual([]);
  });

  it('follows each permission on its own', () => {
    const usersOnly = (permission: string) =>
      permission === 'use_device_remote_access' || permission === 'view_device_remote_access';
    expect(entryActions(entry('ssh'), usersOnly)).toEqual(['connect', 'files']);
    const updateOnly = (permission: string) => permission === 'update_device_remote_access';
    expect(entryActions(entry('ssh'), updateOnly)).toEqual(['share', 'edit', 'delete']);
  });
});

describe('connectTarget', () => {
  it('mints a key for ssh, vnc and rdp, whose pages also open from shared links', () => {
    for (const protocol of ['ssh', 'vnc', 'rdp'] as const) {
      expect(connectTarget({ id: 7, protocol })).toEqual({ kind: 'key' });
    }
  });

  it('opens telnet and sftp by the entry id, and the files of an ssh entry in the sftp page', () => {
    expect(connectTarget({ id: 7, protocol: 'telnet' })).toEqual({
      kind: 'path',
      path: '/rms-connect/telnet?id=7',
    });
    expect(connectTarget({ id: 7, protocol: 'sftp' })).toEqual({
      kind: 'path',
      path: '/rms-connect/sftp?id=7',
    });
    expect(connectTarget({ id: 7, protocol: 'ssh' }, 'files')).toEqual({
      kind: 'path',
      path: '/rms-connect/sftp?id=7',
    });
  });

  it('has nowhere to go for web pages, nor files of a desktop', () => {
    expect(connectTarget({ id: 7, protocol: 'http' })).toBeNull();
    expect(connectTarget({ id: 7, protocol: 'vnc' }, 'files')).toBeNull();
  });

  it('joins a path to the page origin', () => {
    expect(connectUrl('https://rms.example', '/rms-connect/ssh?key=abc')).toBe(
      'https://rms.example/rms-connect/ssh?key=abc',
    );
  });
});
