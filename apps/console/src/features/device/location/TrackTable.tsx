import { formatDateTime } from '@netfleet/ui-kit';
import { useTexts } from '../../../i18n/useTexts.js';
import { sourceLabel } from './sourceLabel.js';
import { deviceLocationTexts } from './texts.js';
import type { TrackPoint } from './trackPoints.js';

/** Most rows the table lists (the newest): a week of 30-second fixes would be 20,000. */
export const TRACK_TABLE_MAX_ROWS = 500;

/** Props of {@link TrackTable}. */
export interface TrackTableProps {
  points: readonly TrackPoint[];
  timeZone: string | null;
}

const coordinate = (value: number) => value.toFixed(5);

/**
 * The track's positions as a table beside the map, newest first (time, latitude, longitude,
 * speed, source): what the map shows, for keyboard and screen-reader users. At most
 * {@link TRACK_TABLE_MAX_ROWS} rows; a longer track says how many are listed.
 */
export function TrackTable({ points, timeZone }: TrackTableProps) {
  const t = useTexts(deviceLocationTexts);
  const rows = points.slice(-TRACK_TABLE_MAX_ROWS).reverse();
  return (
    <div className="nf-table-container device-location__table">
      {points.length > rows.length ? (
        <p className="device-location__note">
          {t('track.capped', { shown: rows.length, total: points.length })}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes the focus, so the keyboard scrolls it (axe: scrollable-region-focusable) */}
      <section className="nf-table-scroll" tabIndex={0} aria-label={t('track.heading')}>
        <table className="nf-table">
          <caption className="nf-visually-hidden">{t('track.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('track.time')}</th>
              <th scope="col">{t('track.latitude')}</th>
              <th scope="col">{t('track.longitude')}</th>
              <th scope="col">{t('track.speed')}</th>
              <th scope="col">{t('track.source')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((point) => (
              <tr key={`${point.t}:${point.latitude}:${point.longitude}`}>
                <th scope="row">{formatDateTime(point.t * 1000, { timeZone })}</th>
                <td>{coordinate(point.latitude)}</td>
                <td>{coordinate(point.longitude)}</td>
                <td>
                  {point.speed === null
                    ? '–'
                    : t('track.speedValue', { value: Math.round(point.speed * 10) / 10 })}
                </td>
                <td>{sourceLabel(t, point.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
