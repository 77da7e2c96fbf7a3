import { describe, expect, it } from 'vitest';
import { accessEntry } from '../testEntries.js';
import {
  entryPayload,
  entryPayloadErrors,
  initialEntryValues,
  withPort,
  withProtocol,
} from './entryFormModel.js';

const stored = accessEntry();

describe('the port', () => {
  it("follows the protocol's usual port until one is typed", () => {
    let values = initialEntryValues(undefined, 12);
    expect(values.port).toBe('22');
    values = withProtocol(values, 'vnc');
    expect(values.port).toBe('5900');
    values = withProtocol(values, 'rdp');
    expect(values.port).toBe('3389');
    values = withPort(values, '2222');
    values = withProtocol(values, 'telnet');
    expect(values.port).toBe('2222');
  });

  it('follows again once the typed port is cleared', () => {
    const cleared = withPort(withPort(initialEntryValues(), '2222'), '');
    expect(withProtocol(cleared, 'https').port).toBe('443');
  });

  it("keeps an entry's own port when its protocol changes", () => {
    expect(withProtocol(initialEntryValues({ ...stored, port: 2200 }), 'sftp').port).toBe('2200');
  });
});

describe('entryPayload', () => {
  it('sends a new entry with its device, and a typed password', () => {
    const values = {
      ...initialEntryValues(undefined, 12),
      name: 'Shell',
      username: ' root ',
      password: 's3cret ',
    };
    expect(entryPayload(values)).toEqual({
      device_id: 12,
      name: 'Shell',
      protocol: 'ssh',
      destination: '127.0.0.1',
      port: 22,
      enabled: true,
      username: 'root',
      password: 's3cret ',
    });
  });

  it('keeps a stored password unless it is replaced (with text) or forgotten', () => {
    const values = initialEntryValues(stored);
    expect(entryPayload(values, stored)).not.toHaveProperty('password');
    expect(entryPayload({ ...values, passwordMode: 'replace' }, stored)).not.toHaveProperty('password');
    expect(entryPayload({ ...values, passwordMode: 'replace', password: 'new' }, stored).password).toBe(
      'new',
    );
    expect(entryPayload({ ...values, passwordMode: 'forget' }, stored).password).toBeNull();
    expect(entryPayload(values, stored)).not.toHaveProperty('device_id');
  });

  it('sends no user name or key for a protocol without them, and null for a blank user name', () => {
    const web = withProtocol({ ...initialEntryValues(stored), username: 'root' }, 'https');
    expect(entryPayload(web, stored)).not.toHaveProperty('username');
    expect(entryPayload(web, stored)).not.toHaveProperty('password');
    expect(entryPayload({ ...initialEntryValues(stored), username: '  ' }, stored).username).toBeNull();
  });
});

describe('entryPayloadErrors', () => {
  it("reads the contracts' messages by field", () => {
    const values = { ...initialEntryValues(), destination: 'not a host!', port: '70000' };
    expect(entryPayloadErrors(entryPayload(values), false)).toEqual({
      device_id: 'Device is required',
      name: 'Name is required',
      destination: 'Destination must be an IPv4 address or a host name',
      port: 'Port must be between 1 and 65535',
    });
    expect(entryPayloadErrors(entryPayload({ ...values, port: 'abc' }), false).port).toBe(
      'Port must be a number',
    );
  });

  it('passes a complete entry', () => {
    const values = { ...initialEntryValues(undefined, 12), name: 'Shell' };
    expect(entryPayloadErrors(entryPayload(values), false)).toEqual({});
  });
});
