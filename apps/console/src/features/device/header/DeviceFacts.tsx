import type { Device, DeviceDetail } from '@netfleet/contracts';
import { connectionAttemptResult } from '@netfleet/device-capabilities';
import { hrefFor } from '@netfleet/permissions';
import { DateTime } from '../../../components/DateTime.js';
import { HrefLink } from '../../../components/HrefLink.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { SignalCell, statusKey } from '../../devices/DeviceCells.js';
import { deviceTexts } from '../texts.js';
import { LastSeen } from './LastSeen.js';

/** What the header shows of a device: a row of `GET /devices/{id}`, with the detail's fields when present. */
export type HeaderDevice = Device &
  Partial<Pick<DeviceDetail, 'firmware_available' | 'connection_code' | 'connection_at'>>;

/**
 * The device's facts under its name: status with last seen, model family, firmware (with
 * "Update available" when a newer one exists for the model), serial, MAC, IMEI, the mobile
 * signal, network and IP once reported (live with each report), company, and the last
 * connection attempt's result in words (spec §4 codes).
 */
export function DeviceFacts({ device }: { device: HeaderDevice }) {
  const t = useTexts(deviceTexts);
  const status = statusKey(device.status);
  const connection =
    device.connection_code === null || device.connection_code === undefined
      ? null
      : connectionAttemptResult(device.connection_code);
  return (
    <dl className="device-header__facts" aria-label={t('facts')}>
      <div>
        <dt>{t('status')}</dt>
        <dd className={`device-status device-status--${status}`} data-status={device.status}>
          <span className="device-status__label">{t(`statusLabel.${status}`)}</span>{' '}
          <LastSeen value={device.last_seen_at} />
        </dd>
      </div>
      <div>
        <dt>{t('family')}</dt>
        <dd>{device.family || t('none')}</dd>
      </div>
      <div>
        <dt>{t('firmware')}</dt>
        <dd>
          {device.firmware || t('none')}
          {device.firmware_available ? (
            <span className="device-header__update" data-testid="firmware-update">
              {t('updateAvailable', { version: device.firmware_available })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('serial')}</dt>
        <dd>{device.serial}</dd>
      </div>
      <div>
        <dt>{t('mac')}</dt>
        <dd>{device.mac}</dd>
      </div>
      <div>
        <dt>{t('imei')}</dt>
        <dd>{device.imei || t('none')}</dd>
      </div>
      {device.signal !== null && device.signal !== undefined ? (
        <div>
          <dt>{t('signal')}</dt>
          <dd>
            <SignalCell dbm={device.signal} label={(dbm) => t('signalLabel', { dbm })} />
          </dd>
        </div>
      ) : null}
      {device.operator || device.technology ? (
        <div>
          <dt>{t('network')}</dt>
          <dd>{[device.operator, device.technology].filter(Boolean).join(' · ')}</dd>
        </div>
      ) : null}
      {device.ip ? (
        <div>
          <dt>{t('ip')}</dt>
          <dd>{device.ip}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('company')}</dt>
        <dd>
          <HrefLink href={hrefFor('company.info', { company_id: device.company_id })}>
            {device.company_name ?? String(device.company_id)}
          </HrefLink>
        </dd>
      </div>
      {connection ? (
        <div>
          <dt>{t('lastConnection')}</dt>
          <dd data-connection={connection.kind}>
            {t('connectionCode', {
              message: t(`connection.${connection.kind}`),
              code: device.connection_code ?? '',
            })}
            {device.connection_at ? (
              <>
                {' · '}
                <DateTime value={device.connection_at} />
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
