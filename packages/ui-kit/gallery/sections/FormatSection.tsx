import { useState } from 'react';
import { formatBytes } from '../../src/format/formatBytes.js';
import { formatDateTime } from '../../src/format/formatDateTime.js';
import { formatRelativeTime } from '../../src/format/formatRelativeTime.js';
import { useUiKitTranslation } from '../../src/i18n/useUiKitTranslation.js';

const ZONES = ['UTC', 'Europe/Oslo', 'Europe/Kyiv', 'Asia/Tokyo', 'America/New_York'];
const BYTES = [0, 1023, 1536, 1_234_567, 1024 ** 3 * 5.25, 1024 ** 4 * 3, null];

/** Byte, date-time and relative-time formatting. */
export function FormatSection() {
  const { language } = useUiKitTranslation();
  const [now] = useState(() => Date.now());
  const moment = now - 3 * 3_600_000;
  return (
    <section className="gallery__section" aria-labelledby="format-title">
      <h2 id="format-title">Formatters</h2>
      <div className="gallery__row">
        <table className="gallery__table">
          <caption>Bytes</caption>
          <tbody>
            {BYTES.map((bytes) => (
              <tr key={String(bytes)}>
                <th scope="row">{String(bytes)}</th>
                <td>{formatBytes(bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="gallery__table">
          <caption>Three hours ago, by time zone</caption>
          <tbody>
            {ZONES.map((zone) => (
              <tr key={zone}>
                <th scope="row">{zone}</th>
                <td>{formatDateTime(moment, { timeZone: zone })}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Relative</th>
              <td>{formatRelativeTime(moment, { now, locale: language })}</td>
            </tr>
            <tr>
              <th scope="row">Unknown</th>
              <td>{formatDateTime(null)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
