/** Device status labels by status number (forms-modals-and-capabilities §3). */
export const DEVICE_STATUS_LABELS = {
  0: 'Offline',
  1: 'Online',
  2: 'Pending',
  other: 'Not Activated',
} as const;

/** A label of {@link DEVICE_STATUS_LABELS}. */
export type DeviceStatusLabel = (typeof DEVICE_STATUS_LABELS)[keyof typeof DEVICE_STATUS_LABELS];

/** 0 Offline, 1 Online, 2 Pending, anything else (including none) Not Activated. */
export function deviceStatusLabel(status: number | null | undefined): DeviceStatusLabel {
  if (status === 0 || status === 1 || status === 2) return DEVICE_STATUS_LABELS[status];
  return DEVICE_STATUS_LABELS.other;
}

/** The state of a device's L2TP instances, by summary code. */
export type L2tpState = 'running' | 'stopped' | 'disabled' | 'mixed' | 'none';

/** Texts of the L2TP instance summary (forms-modals-and-capabilities §4). */
export const L2TP_SUMMARY_TEXTS: Readonly<Record<L2tpState, string>> = {
  running: 'All L2TP instances are online',
  stopped: 'All L2TP instances are offline',
  disabled: 'All L2TP instances are disabled',
  mixed: 'L2TP instances are in mixed states',
  none: 'No L2TP instances',
};

/** 1 running, 2 stopped, 3 disabled, 4 mixed, anything else none. */
export function l2tpState(code: number | null | undefined): L2tpState {
  switch (code) {
    case 1:
      return 'running';
    case 2:
      return 'stopped';
    case 3:
      return 'disabled';
    case 4:
      return 'mixed';
    default:
      return 'none';
  }
}

/**
 * The L2TP summary text for a code: 1 all online/running, 2 all offline/stopped,
 * 3 all disabled, 4 mixed, otherwise no L2TP instances.
 */
export function l2tpSummary(code: number | null | undefined): string {
  return L2TP_SUMMARY_TEXTS[l2tpState(code)];
}

/** What a device connection attempt result code means. */
export type ConnectionAttemptKind =
  | 'attempted'
  | 'monitoring_disabled'
  | 'no_credit'
  | 'duplicate_serial'
  | 'unknown';

/** Messages of the connection attempt results (forms-modals-and-capabilities §4). */
export const CONNECTION_ATTEMPT_MESSAGES: Readonly<Record<ConnectionAttemptKind, string>> = {
  attempted: 'The device attempted to connect',
  monitoring_disabled: 'Monitoring is disabled',
  no_credit: 'The device has no active credit',
  duplicate_serial:
    'A device with an identical serial number but a different MAC address is already registered',
  unknown: 'Unknown connection result',
};

const ATTEMPTED = new Set([0, 10, 12, 20, 104]);

/** A connection attempt result: its kind and message. */
export interface ConnectionAttemptResult {
  readonly kind: ConnectionAttemptKind;
  readonly message: string;
}

/**
 * 0, 10, 12, 20 and 104: the device attempted to connect; 14 monitoring disabled;
 * 15 no active credit; 7 identical serial with a different MAC already registered.
 */
export function connectionAttemptResult(code: number | null | undefined): ConnectionAttemptResult {
  let kind: ConnectionAttemptKind = 'unknown';
  if (code !== null && code !== undefined && ATTEMPTED.has(code)) kind = 'attempted';
  else if (code === 14) kind = 'monitoring_disabled';
  else if (code === 15) kind = 'no_credit';
  else if (code === 7) kind = 'duplicate_serial';
  return { kind, message: CONNECTION_ATTEMPT_MESSAGES[kind] };
}

/**
 * The label of a SIM slot: eSIM slots show "eSIM"; 1 shows "SIM 1"; 0 and 2 show
 * "SIM 2" (slot 0 is how single-modem devices report the second slot). Any other
 * slot number (4-slot dual-modem routers) shows "SIM n".
 */
export function simSlotLabel(slot: number, isEsim = false): string {
  if (isEsim) return 'eSIM';
  if (slot === 1) return 'SIM 1';
  if (slot === 0 || slot === 2) return 'SIM 2';
  return `SIM ${slot}`;
}
