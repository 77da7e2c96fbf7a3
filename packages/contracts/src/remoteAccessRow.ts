import * as v from 'valibot';

/** Protocols of a remote access entry. */
export const REMOTE_ACCESS_PROTOCOLS = ['http', 'https', 'ssh', 'telnet', 'vnc', 'rdp'] as const;

/**
 * A remote access entry of `GET /devices/remote-access`: a service on a device's network
 * (`protocol`, `destination`, `port`) that users may open, with its device's and company's names.
 */
export const RemoteAccessRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  protocol: v.picklist(REMOTE_ACCESS_PROTOCOLS),
  enabled: v.boolean(),
  /** Address on the device's network, e.g. `192.168.1.1`. */
  destination: v.string(),
  port: v.number(),
  device_id: v.number(),
  device_name: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  created_at: v.string(),
});
export type RemoteAccessRow = v.InferOutput<typeof RemoteAccessRowSchema>;
