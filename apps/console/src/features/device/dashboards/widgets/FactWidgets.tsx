import type { DeviceDetail } from '@netfleet/contracts';
import { simSlotLabel } from '@netfleet/device-capabilities';
import { DateTime } from '../../../../components/DateTime.js';
import { useTexts } from '../../../../i18n/useTexts.js';
import { LastSeen } from '../../header/LastSeen.js';
import { deviceDashboardsTexts } from '../texts.js';
import { WidgetCard } from './WidgetCard.js';

const STATUS_KEYS = { 0: 'offline', 1: 'online', 2: 'pending' } as const;

/** Status (Offline, Online, Pending, Not Activated) and when the device was last seen. */
export function StatusWidget({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceDashboardsTexts);
  const key = STATUS_KEYS[device.status as 0 | 1 | 2] ?? 'inactive';
  return (
    <WidgetCard title={t('widgets.status')}>
      <p className="device-dashboard__value" data-status={device.status}>
        {t(`status.${key}`)}
      </p>
      <LastSeen value={device.last_seen_at} />
    </WidgetCard>
  );
}

/** How long the device has been running since its last start, as days, hours and minutes. */
export function UptimeWidget({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceDashboardsTexts);
  const seconds = device.uptime_s;
  const text =
    seconds === null
      ? t('unknown')
      : t('uptimeValue', {
          days: Math.floor(seconds / 86_400),
          hours: Math.floor((seconds % 86_400) / 3600),
          minutes: Math.floor((seconds % 3600) / 60),
        });
  return (
    <WidgetCard title={t('widgets.uptime')}>
      <p className="device-dashboard__value">{text}</p>
    </WidgetCard>
  );
}

/** Operator, connection type and the SIM in use. */
export function OperatorWidget({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceDashboardsTexts);
  return (
    <WidgetCard title={t('widgets.operator')}>
      <p className="device-dashboard__value">{device.operator ?? t('unknown')}</p>
      <dl className="device-dashboard__facts">
        <dt>{t('technology')}</dt>
        <dd>{device.technology ?? t('unknown')}</dd>
        <dt>{t('simSlot')}</dt>
        <dd>
          {device.sim_slot === null ? t('unknown') : simSlotLabel(device.sim_slot, device.sim_slot === 3)}
        </dd>
      </dl>
    </WidgetCard>
  );
}

const SOURCES = ['gps', 'cell', 'manual'] as const;

/** The device's position (latitude, longitude), where it came from and when. */
export function PositionWidget({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceDashboardsTexts);
  if (device.latitude === null || device.longitude === null) {
    return (
      <WidgetCard title={t('widgets.position')}>
        <p>{t('notLocated')}</p>
      </WidgetCard>
    );
  }
  const source = SOURCES.find((known) => known === device.location_source);
  return (
    <WidgetCard title={t('widgets.position')}>
      <p className="device-dashboard__value">
        {device.latitude.toFixed(5)}, {device.longitude.toFixed(5)}
      </p>
      <dl className="device-dashboard__facts">
        <dt>{t('source')}</dt>
        <dd>{source ? t(`sources.${source}`) : (device.location_source ?? t('unknown'))}</dd>
        <dt>{t('located')}</dt>
        <dd>
          <DateTime value={device.located_at} />
        </dd>
      </dl>
    </WidgetCard>
  );
}
