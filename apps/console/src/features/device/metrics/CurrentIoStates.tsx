import { useTexts } from '../../../i18n/useTexts.js';
import { deviceMetricsTexts } from './texts.js';

/** The device's inputs and outputs as they are now (its `io`), as a table. */
export function CurrentIoStates({ io }: { io: Record<string, boolean> | null }) {
  const t = useTexts(deviceMetricsTexts);
  const pins = Object.keys(io ?? {}).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (!io || pins.length === 0) return <p className="device-charts__note">{t('ioNone')}</p>;
  return (
    <div className="nf-chart__table">
      <table>
        <caption>{t('ioNow')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pin')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {pins.map((pin) => (
            <tr key={pin}>
              <th scope="row">{pin}</th>
              <td data-state={io[pin] ? 'high' : 'low'}>{io[pin] ? t('high') : t('low')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
