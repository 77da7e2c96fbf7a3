import type {
  approvedDevices,
  companyCredits,
  creditCodes,
  files,
  notices,
  remoteAccess,
  suppressedEmails,
  tags,
  vpnHubs,
} from '../db/schema.js';

/**
 * Demo rows for the lists of global search (tags, remote access, VPN hubs, files), the
 * companies' credits and the global notices. Built from fixed tables and indexes, no
 * randomness: the same counts and names on every machine.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rows of each searchable kind in the demo data. */
const DEMO_ROWS_PER_KIND = 20;

const TAG_NAMES = [
  ['Cold chain', '#1e88e5'],
  ['Priority', '#e53935'],
  ['Warehouse', '#8e24aa'],
  ['Roaming SIM', '#43a047'],
  ['Solar powered', '#fdd835'],
  ['Pilot', '#00897b'],
  ['North region', '#3949ab'],
  ['South region', '#f4511e'],
  ['Vehicles', '#6d4c41'],
  ['Backup link', '#546e7a'],
] as const;

const VPN_REGIONS = ['Vilnius', 'Frankfurt', 'Amsterdam', 'Stockholm', 'Warsaw'] as const;
const VPN_STATUSES = ['running', 'running', 'stopped', 'creating'] as const;

const FILE_TEMPLATES = [
  ['firmware', 'RUTX_R_00.07.19.1_WEBUI.bin', 28_311_552],
  ['backup', 'depot-router-backup.tar.gz', 48_128],
  ['config', 'lte-failover.json', 2_311],
  ['certificate', 'vpn-client.crt', 1_874],
  ['firmware', 'TRB1_R_00.07.19_WEBUI.bin', 14_680_064],
] as const;

/** Entries that open in the browser or a desktop app, spread over the first devices. */
const ACCESS_TEMPLATES = [
  ['WebUI', 'https', '192.168.1.1', 443],
  ['Camera stream', 'http', '192.168.1.20', 8080],
  ['Kiosk PC', 'rdp', '192.168.1.40', 3389],
] as const;

/**
 * The entries every one of the first devices gets, reaching the demo simulator's own servers
 * (the server's demo device link maps a demo device's 127.0.0.1:22 and :23 to them): SSH,
 * Telnet and Files sign in as root / netfleet-demo; Desktop reaches a VNC server on this
 * machine's 127.0.0.1:5900 when one runs.
 */
const DEMO_DEVICE_ACCESS = [
  ['SSH', 'ssh', 22, true],
  ['Telnet', 'telnet', 23, false],
  ['Files', 'sftp', 22, true],
  ['Desktop', 'vnc', 5900, false],
] as const;

/** How many of the first devices get the {@link DEMO_DEVICE_ACCESS} entries. */
export const DEMO_DEVICE_ACCESS_DEVICES = 4;

/** The demo devices' sign-in (the simulator's peers accept it). */
export const DEMO_DEVICE_LOGIN = { username: 'root', password: 'netfleet-demo' } as const;

/** Twenty tags, two per company and the rest round the tree, each with its colour. */
export function demoTags(companyIds: readonly number[], now: number): (typeof tags.$inferInsert)[] {
  return Array.from({ length: DEMO_ROWS_PER_KIND }, (_, i) => {
    const [name, color] = TAG_NAMES[i % TAG_NAMES.length] as (typeof TAG_NAMES)[number];
    return {
      companyId: companyIds[i % companyIds.length] as number,
      name: i < TAG_NAMES.length ? name : `${name} ${Math.floor(i / TAG_NAMES.length) + 1}`,
      color,
      createdAt: new Date(now - (i + 1) * DAY_MS),
    };
  });
}

/** Twenty VPN hubs over the companies: most running, some stopped, some being created. */
export function demoVpnHubs(companyIds: readonly number[], now: number): (typeof vpnHubs.$inferInsert)[] {
  return Array.from({ length: DEMO_ROWS_PER_KIND }, (_, i) => {
    const region = VPN_REGIONS[i % VPN_REGIONS.length] as string;
    return {
      companyId: companyIds[(i * 2) % companyIds.length] as number,
      name: `Hub ${region} ${String(i + 1).padStart(2, '0')}`,
      status: VPN_STATUSES[i % VPN_STATUSES.length] as (typeof VPN_STATUSES)[number],
      region,
      createdAt: new Date(now - (i + 3) * DAY_MS),
    };
  });
}

/** Twenty files: firmware images, backups, configurations and certificates. */
export function demoFiles(companyIds: readonly number[], now: number): (typeof files.$inferInsert)[] {
  return Array.from({ length: DEMO_ROWS_PER_KIND }, (_, i) => {
    const [type, name, size] = FILE_TEMPLATES[i % FILE_TEMPLATES.length] as (typeof FILE_TEMPLATES)[number];
    const round = Math.floor(i / FILE_TEMPLATES.length);
    return {
      companyId: companyIds[(i * 3) % companyIds.length] as number,
      name: round === 0 ? name : name.replace(/(\.[a-z]+(\.gz)?)$/, `-${round + 1}$1`),
      type,
      size: size + round * 1024,
      createdAt: new Date(now - (i + 2) * DAY_MS),
    };
  });
}

/** A device that can carry remote access entries. */
export interface AccessDevice {
  id: number;
  name: string;
}

/**
 * The demo's remote access entries: first SSH, Telnet, Files (SFTP) and Desktop (VNC) on each
 * of the first {@link DEMO_DEVICE_ACCESS_DEVICES} devices (the SSH and Files ones store the
 * demo password when `seal` is given: the seed runs with the server's credential box), then
 * twenty browser and RDP entries over the first devices, every fourth one disabled.
 */
export function demoRemoteAccess(
  devices: readonly AccessDevice[],
  now: number,
  seal?: (credentials: { password: string }) => string,
): (typeof remoteAccess.$inferInsert)[] {
  if (devices.length === 0) return [];
  const secret = seal?.({ password: DEMO_DEVICE_LOGIN.password });
  const demoDevices = devices.slice(0, DEMO_DEVICE_ACCESS_DEVICES).flatMap((device, d) =>
    DEMO_DEVICE_ACCESS.map(([name, protocol, port, signsIn], i) => ({
      deviceId: device.id,
      name,
      protocol,
      destination: '127.0.0.1',
      port,
      enabled: true,
      username: signsIn ? DEMO_DEVICE_LOGIN.username : null,
      secretCiphertext: signsIn ? (secret ?? null) : null,
      hasPassword: signsIn && secret !== undefined,
      createdAt: new Date(now - (d * DEMO_DEVICE_ACCESS.length + i + 1) * 60_000),
    })),
  );
  const others = Array.from({ length: DEMO_ROWS_PER_KIND }, (_, i) => {
    const device = devices[i % devices.length] as AccessDevice;
    const [label, protocol, destination, port] = ACCESS_TEMPLATES[
      i % ACCESS_TEMPLATES.length
    ] as (typeof ACCESS_TEMPLATES)[number];
    return {
      deviceId: device.id,
      name: `${label} · ${device.name}`,
      protocol,
      destination,
      port,
      enabled: i % 4 !== 3,
      createdAt: new Date(now - (i + 1) * HOUR_MS),
    };
  });
  return [...demoDevices, ...others];
}

/**
 * Credits of every company: each credit type (1 Free Credit, 2 Paid Credit, 3 Free Pack,
 * 4 Company data) with an amount that grows with the company's place in the tree.
 */
export function demoCompanyCredits(companyIds: readonly number[]): (typeof companyCredits.$inferInsert)[] {
  return companyIds.flatMap((companyId, i) => [
    { companyId, creditTypeId: 1, creditsLeft: 10 + i * 5 },
    { companyId, creditTypeId: 2, creditsLeft: 100 + i * 25 },
    { companyId, creditTypeId: 3, creditsLeft: i % 3 },
    { companyId, creditTypeId: 4, creditsLeft: 4 + i * 2 },
  ]);
}

/** The two demo notices: a maintenance window with harmless links, and a firmware note. */
export function demoNotices(now: number): (typeof notices.$inferInsert)[] {
  return [
    {
      type: 'maintenance',
      message:
        '<b>Maintenance</b> on Sunday 02:00–04:00 UTC: see the <a href="https://status.netfleet.dev">status page</a>.',
      enabledAt: new Date(now - 2 * HOUR_MS),
      createdAt: new Date(now - 2 * HOUR_MS),
    },
    {
      type: 'info',
      message: 'Firmware <i>RUTX_R_00.07.19.1</i> is available for <strong>RUTX</strong> routers.',
      enabledAt: new Date(now - 3 * DAY_MS),
      createdAt: new Date(now - 3 * DAY_MS),
    },
  ];
}

/** Two suppressed addresses for the "remove suppressed email" form. */
export function demoSuppressedEmails(now: number): (typeof suppressedEmails.$inferInsert)[] {
  return [
    { email: 'bounced@example.com', reason: 'bounced', createdAt: new Date(now - 5 * DAY_MS) },
    { email: 'complaint@example.com', reason: 'complaint', createdAt: new Date(now - 9 * DAY_MS) },
  ];
}

/**
 * Serials and MACs the system operator has approved ahead of delivery, for the Approved devices
 * page. Their serials (10 digits below 1,100,000,000) are not the demo fleet's, which are not
 * below it, so none of them is registered yet.
 */
export function demoApprovedDevices(
  createdBy: number | null,
  now: number,
): (typeof approvedDevices.$inferInsert)[] {
  const batches = [
    ['1090000101', '00:1E:42:F0:01:01', 'Metro Transit: spare RUTX11 for the depot'],
    ['1090000102', '00:1E:42:F0:01:02', 'Metro Transit: spare RUTX11 for the depot'],
    ['1090000215', '00:1E:42:F0:02:15', 'Harbor Logistics: TRB245 replacing a failed unit'],
    ['1090000344', '00:1E:42:F0:03:44', 'Greenfield Farms pilot, irrigation controller'],
    ['1090000387', '00:1E:42:F0:03:87', null],
    ['1090000452', '00:1E:42:F0:04:52', 'Amber Energy substation, pre-staged'],
  ] as const;
  return batches.map(([serial, mac, comment], i) => ({
    serial,
    mac,
    comment,
    createdBy,
    createdAt: new Date(now - (i * 3 + 1) * DAY_MS),
  }));
}

/**
 * Two credit transfer codes of Northwind, one activated by Harbor Logistics ("Used") and one
 * still open ("Not Used"). Their credits are not taken from the seeded balances.
 */
export function demoCreditCodes(
  companies: { issuer: number; activator: number; createdBy: number | null },
  now: number,
): (typeof creditCodes.$inferInsert)[] {
  return [
    {
      code: 'NWKR-7H3Q-PX2M',
      creditTypeId: 2,
      amount: 10,
      comment: 'For the spring rollout',
      companyId: companies.issuer,
      createdBy: companies.createdBy,
      createdAt: new Date(now - 2 * DAY_MS),
    },
    {
      code: 'HRBR-4T9C-WQ6Z',
      creditTypeId: 2,
      amount: 5,
      comment: null,
      companyId: companies.issuer,
      createdBy: companies.createdBy,
      createdAt: new Date(now - 6 * DAY_MS),
      usedAt: new Date(now - 4 * DAY_MS),
      usedCompanyId: companies.activator,
    },
  ];
}
