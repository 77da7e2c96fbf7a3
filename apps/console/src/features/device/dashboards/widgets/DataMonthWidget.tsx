import type { DeviceDetail } from '@netfleet/contracts';
import { useState } from 'react';
import { useConsole } from '../../../../bootstrap/ConsoleContext.js';
import { useFormatBytes } from '../../../../components/useFormatBytes.js';
import { useTexts } from '../../../../i18n/useTexts.js';
import { readTimeZone } from '../../../../settings/timeZone.js';
import { resolveRange } from '../../charts/chartSearch.js';
import { SeriesState } from '../../charts/SeriesState.js';
import { useDeviceUsage } from '../../dataUsage/useDeviceUsage.js';
import { deviceDashboardsTexts } from '../texts.js';
import { WidgetCard } from './WidgetCard.js';

/** Bytes received and sent this month, in all and per SIM. */
export function DataMonthWidget({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceDashboardsTexts);
  const formatBytes = useFormatBytes();
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies);
  const [range] = useState(() => resolveRange({}, Date.now(), 'month', timeZone));
  const query = useDeviceUsage(device.id, range, timeZone, false);
  return (
    <WidgetCard title={t('widgets.dataMonth')}>
      <SeriesState query={query} isEmpty={() => false}>
        {(usage) => {
          if (usage.sims.length === 0) return <p>{t('noUsage')}</p>;
          const total = usage.sims.reduce((sum, sim) => sum + sim.totalRx + sim.totalTx, 0);
          return (
            <>
              <p className="device-dashboard__value">{formatBytes(total)}</p>
              <dl className="device-dashboard__facts">
                {usage.sims.map((sim) => (
                  <div key={sim.label}>
                    <dt>{sim.label}</dt>
                    <dd>{formatBytes(sim.totalRx + sim.totalTx)}</dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </SeriesState>
    </WidgetCard>
  );
}
