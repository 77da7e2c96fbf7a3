import type { DeviceEvent } from '@netfleet/contracts';
import { BULK_ACTIONS } from '@netfleet/contracts';
import { monitoringTypeById } from '@netfleet/device-capabilities';
import type { Translate } from '../../../i18n/useTexts.js';
import type { deviceActivityTexts } from './texts.js';

type ActivityTexts = (typeof deviceActivityTexts)['languages']['en'];

/** What {@link describeEvent} needs besides the event. */
export interface DescribeContext {
  t: Translate<ActivityTexts>;
  /** A connection attempt's result code in words (spec §4), in the user's language. */
  connection: (code: number) => string;
  /** A SIM slot's label (`SIM 1`, `SIM 2`, `eSIM`). */
  simSlot: (slot: number) => string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

type Describer = (data: Record<string, unknown>, context: DescribeContext) => string | null;

function describeStatus(data: Record<string, unknown>, { t }: DescribeContext): string | null {
  const status = num(data.status);
  if (status === null) return null;
  if (status === 1) return t('event.online');
  if (status === 0) return t('event.offline');
  return t('event.status', { status: t(status === 2 ? 'status.pending' : 'status.inactive') });
}

function describeTags(data: Record<string, unknown>, { t }: DescribeContext): string | null {
  const added = texts(data.added);
  const removed = texts(data.removed);
  if (added === null || removed === null) return null;
  if (added.length > 0 && removed.length > 0)
    return t('event.tagsChanged', { added: added.join(', '), removed: removed.join(', ') });
  if (removed.length > 0) return t('event.tagsRemoved', { tags: removed.join(', ') });
  return added.length > 0 ? t('event.tagsAdded', { tags: added.join(', ') }) : null;
}

function describeMonitoring(data: Record<string, unknown>, { t }: DescribeContext): string | null {
  const configId = num(data.config_id);
  const kind = configId === null ? undefined : monitoringTypeById(configId)?.key;
  const from = num(data.from_interval_s);
  const to = num(data.to_interval_s);
  if (kind === undefined || to === null) return null;
  const type = t(`monitoringType.${kind}`);
  if (data.to_enabled === false && data.from_enabled !== false) return t('event.monitoringOff', { type });
  if (data.to_enabled === true && data.from_enabled === false)
    return t('event.monitoringOn', { type, interval: to });
  return from === null ? null : t('event.monitoringInterval', { type, from, to });
}

function describeAction(data: Record<string, unknown>, { t }: DescribeContext): string | null {
  const action = BULK_ACTIONS.find((known) => known === data.action);
  if (action === undefined) return null;
  const firmware = text(data.firmware);
  const name = t(`action.${action}`);
  return firmware
    ? t('event.actionFirmware', { action: name, firmware })
    : t('event.action', { action: name });
}

/**
 * How each kind reads, from its data; `null` when the data is not the kind's (a device may
 * log its own events with only a message), and the event's English `message` shows instead.
 */
const DESCRIBERS: Readonly<Record<string, Describer>> = {
  status: describeStatus,
  connection: (data, { t, connection }) => {
    const code = num(data.code);
    return code === null ? null : t('event.connection', { result: connection(code), code });
  },
  io: (data, { t }) => {
    const pin = text(data.pin);
    if (pin === null || typeof data.value !== 'boolean') return null;
    return t(data.value ? 'event.ioOn' : 'event.ioOff', { pin });
  },
  reboot: (_data, { t }) => t('event.reboot'),
  firmware: (data, { t }) => {
    const from = text(data.from);
    const to = text(data.to);
    return from && to ? t('event.firmware', { from, to }) : null;
  },
  sim_switch: (data, { t, simSlot }) => {
    const from = num(data.from);
    const to = num(data.to);
    return from === null || to === null
      ? null
      : t('event.simSwitch', { from: simSlot(from), to: simSlot(to) });
  },
  renamed: (data, { t }) => {
    const from = text(data.from);
    const to = text(data.to);
    return from !== null && to !== null ? t('event.renamed', { from, to }) : null;
  },
  tags: describeTags,
  location: (data, { t }) => {
    const latitude = num(data.latitude);
    const longitude = num(data.longitude);
    return latitude === null || longitude === null ? null : t('event.location', { latitude, longitude });
  },
  monitoring: describeMonitoring,
  moved: (data, { t }) => {
    const company = text(data.to);
    return company === null ? null : t('event.moved', { company });
  },
  action: describeAction,
};

/**
 * A device event in words in the user's language, from its kind and data (renamed from A to
 * B, tags added, a connection attempt's result, an I/O pin turning on, …). A kind this console
 * does not know, or data it cannot read, gives the event's English `message`.
 *
 * @example
 * describeEvent({ kind: 'renamed', data: { from: 'A', to: 'B' }, … }, context); // 'Renamed from “A” to “B”'
 */
export function describeEvent(
  event: Pick<DeviceEvent, 'kind' | 'data' | 'message'>,
  context: DescribeContext,
): string {
  const describer = DESCRIBERS[event.kind];
  if (describer === undefined || event.data === null) {
    // A restart says the same with or without data.
    return event.kind === 'reboot' ? context.t('event.reboot') : event.message;
  }
  return describer(event.data, context) ?? event.message;
}
