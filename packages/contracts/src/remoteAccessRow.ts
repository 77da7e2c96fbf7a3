import * as v from 'valibot';

/**
 * Protocols of a remote access entry. `ssh`, `telnet`, `vnc`, `rdp` and `sftp` open in the
 * connect apps through the session broker; `http` and `https` name a device's web page.
 */
export const REMOTE_ACCESS_PROTOCOLS = ['http', 'https', 'ssh', 'telnet', 'vnc', 'rdp', 'sftp'] as const;
export type RemoteAccessProtocol = (typeof REMOTE_ACCESS_PROTOCOLS)[number];

/**
 * A remote access entry of `GET /devices/remote-access`: a service on a device's network
 * (`protocol`, `destination`, `port`) that users may open, with its device's and company's
 * names. Stored credentials never leave the server: the row says only whether there are some.
 */
export const RemoteAccessRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  protocol: v.picklist(REMOTE_ACCESS_PROTOCOLS),
  enabled: v.boolean(),
  /** Address as seen from the device, e.g. `192.168.1.1`, or `127.0.0.1` for the device itself. */
  destination: v.string(),
  port: v.number(),
  device_id: v.number(),
  device_name: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  /** Login name stored with the entry (ssh, sftp, telnet, rdp), or null to ask at connect. */
  username: v.nullable(v.string()),
  /** A password is stored (encrypted at rest). */
  has_password: v.boolean(),
  /** A private key is stored (encrypted at rest). */
  has_private_key: v.boolean(),
  /** The SSH host key remembered at the first connection, `SHA256:…` as OpenSSH prints it. */
  host_key_sha256: v.nullable(v.string()),
  created_at: v.string(),
});
export type RemoteAccessRow = v.InferOutput<typeof RemoteAccessRowSchema>;
