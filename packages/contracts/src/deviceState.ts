import * as v from 'valibot';

// What a device reports of its own state (ports, interfaces, eSIM profiles) and the monitoring
// parameters kept for it: the same shapes in the ingest report, on the device row and in
// `GET /devices/{id}`.

const name = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.minLength(1, `${label} must not be empty`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const optionalText = (label: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be text`), v.maxLength(max))), null);

/** One Ethernet port: `{ name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' }`. */
export const PortStateSchema = v.object({
  name: name('Port name', 32),
  link: v.boolean('link must be true or false'),
  speed_mbps: v.optional(
    v.nullable(
      v.pipe(
        v.number('speed_mbps must be a number'),
        v.integer('speed_mbps must be a whole number'),
        v.minValue(0, 'speed_mbps must be at least 0'),
        v.maxValue(100_000, 'speed_mbps must be at most 100000'),
      ),
    ),
    null,
  ),
  duplex: v.optional(v.nullable(v.picklist(['full', 'half'], "duplex must be 'full' or 'half'")), null),
});
export type PortState = v.InferOutput<typeof PortStateSchema>;

/** Most ports a device reports (the spec's port counts go up to 28). */
export const MAX_PORTS = 64;

/** Kinds of network interface. */
export const NETWORK_INTERFACE_KINDS = ['wan', 'lan', 'mobile', 'wifi', 'vpn'] as const;

/** One network interface: `{ name: 'mob1s1a1', kind: 'mobile', ip: '10.2.3.4', up: true, proto: 'qmi' }`. */
export const NetworkInterfaceSchema = v.object({
  name: name('Interface name', 32),
  kind: v.picklist(NETWORK_INTERFACE_KINDS, `kind must be one of ${NETWORK_INTERFACE_KINDS.join(', ')}`),
  ip: optionalText('ip', 64),
  up: v.boolean('up must be true or false'),
  proto: optionalText('proto', 32),
});
export type NetworkInterface = v.InferOutput<typeof NetworkInterfaceSchema>;

/** Most interfaces a device reports. */
export const MAX_NETWORK_INTERFACES = 32;

/** One eSIM profile: `{ iccid, operator, name, enabled }`; at most one is enabled. */
export const EsimProfileSchema = v.object({
  iccid: v.pipe(v.string('iccid must be text'), v.regex(/^\d{18,22}F?$/, 'iccid must be 18 to 22 digits')),
  operator: optionalText('operator', 64),
  name: optionalText('name', 64),
  enabled: v.boolean('enabled must be true or false'),
});
export type EsimProfile = v.InferOutput<typeof EsimProfileSchema>;

/** Most eSIM profiles a device holds. */
export const MAX_ESIM_PROFILES = 16;

/**
 * One monitoring parameter of a device: the spec §9 type (`config_id` 0 dynamic … 7 L2TP), how
 * often the device reports it, and whether it does at all.
 */
export const MonitoringParameterSchema = v.object({
  config_id: v.pipe(
    v.number('config_id must be a number'),
    v.integer('config_id must be a whole number'),
    v.minValue(0, 'config_id must be 0 to 7'),
    v.maxValue(7, 'config_id must be 0 to 7'),
  ),
  interval_s: v.pipe(
    v.number('The interval must be a number'),
    v.integer('The interval must be a whole number of seconds'),
    v.minValue(60, 'The interval must be at least 60 seconds'),
    v.maxValue(31_536_000, 'The interval must be at most 31536000 seconds'),
  ),
  enabled: v.boolean('enabled must be true or false'),
});
export type MonitoringParameter = v.InferOutput<typeof MonitoringParameterSchema>;
