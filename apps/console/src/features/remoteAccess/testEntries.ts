import type { RemoteAccessRow, RemoteSessionRow } from '@netfleet/contracts';

/** A remote access entry as the list answers it; `overrides` on top. */
export function accessEntry(overrides: Partial<RemoteAccessRow> = {}): RemoteAccessRow {
  return {
    id: 7,
    name: 'Shell',
    protocol: 'ssh',
    enabled: true,
    destination: '127.0.0.1',
    port: 22,
    device_id: 12,
    device_name: 'Gate',
    company_id: 3,
    company_name: 'Fleet Co',
    username: 'root',
    has_password: true,
    has_private_key: false,
    host_key_sha256: null,
    created_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A finished session of the access history; `overrides` on top. */
export function remoteSession(overrides: Partial<RemoteSessionRow> = {}): RemoteSessionRow {
  return {
    id: 40,
    access_id: 7,
    access_name: 'Shell',
    protocol: 'ssh',
    app: 'terminal',
    device_id: 12,
    device_name: 'Gate',
    company_id: 3,
    user_id: 1,
    user_email: 'admin@example.com',
    via_key: false,
    from_ip: '203.0.113.9',
    started_at: '2026-01-02T03:04:05.000Z',
    ended_at: '2026-01-02T04:06:08.000Z',
    duration_s: 3723,
    bytes_in: 1536,
    bytes_out: 2 * 1024 * 1024,
    end_reason: 'peer_closed',
    has_recording: true,
    ...overrides,
  };
}
