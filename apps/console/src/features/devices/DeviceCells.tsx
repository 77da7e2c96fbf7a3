import './deviceCells.css';
import { formatDateTime, formatRelativeTime, type RelativeTimeOptions } from '@netfleet/ui-kit';
import type { CSSProperties } from 'react';
import type { DeviceRowTag } from './deviceRow.js';

/** The class of a status: 0 Offline, 1 Online, 2 Pending, anything else Not Activated. */
const STATUS_CLASS: Record<number, 'offline' | 'online' | 'pending'> = {
  0: 'offline',
  1: 'online',
  2: 'pending',
};

/** The status key of the devices texts for a status number. */
export function statusKey(status: number): 'offline' | 'online' | 'pending' | 'inactive' {
  return STATUS_CLASS[status] ?? 'inactive';
}

/** Status with its dot, and when the device was last seen (relative; the exact time on hover). */
export function DeviceStatusCell({
  status,
  label,
  lastSeenAt,
  neverSeen,
  timeZone,
  locale,
}: {
  status: number;
  label: string;
  lastSeenAt: string | null | undefined;
  neverSeen: string;
  timeZone: string | undefined;
  /** The user's language (BCP 47) for the relative time; English without one. */
  locale: RelativeTimeOptions['locale'];
}) {
  return (
    <span className={`device-status device-status--${statusKey(status)}`} data-status={status}>
      <span className="device-status__label">{label}</span>
      <span className="device-status__seen">
        {lastSeenAt ? (
          <time
            dateTime={lastSeenAt}
            // The exact time is formatted when the pointer or focus reaches it, not for every
            // rendered row: scrolling a long page stays smooth.
            onPointerEnter={(event) => {
              event.currentTarget.title = formatDateTime(lastSeenAt, timeZone ? { timeZone } : {});
            }}
          >
            {formatRelativeTime(lastSeenAt, locale ? { locale } : {})}
          </time>
        ) : (
          neverSeen
        )}
      </span>
    </span>
  );
}

/** Bars of a signal strength in dBm: 4 at −70 and better, 1 below −100. */
export function signalBars(dbm: number): number {
  if (dbm >= -70) return 4;
  if (dbm >= -85) return 3;
  if (dbm >= -100) return 2;
  return 1;
}

/** Signal bars and the dBm figure; a dash without a reading. */
export function SignalCell({
  dbm,
  label,
}: {
  dbm: number | null | undefined;
  label: (dbm: number) => string;
}) {
  if (dbm === null || dbm === undefined) return <span className="cell-muted">-</span>;
  const bars = signalBars(dbm);
  return (
    <span className="signal" title={label(dbm)}>
      {/* One element draws the four bars (devicesPage.css): a long page scrolls over fewer boxes. */}
      <span className="signal__bars" aria-hidden="true" data-bars={bars} />
      <span>{dbm} dBm</span>
    </span>
  );
}

/** A 6-digit hex colour, or undefined (a tag's colour is user input). */
function safeColor(color: string | null | undefined): string | undefined {
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : undefined;
}

/** The device's tags as coloured chips. */
export function TagChips({ tags }: { tags: readonly DeviceRowTag[] | undefined }) {
  if (!tags || tags.length === 0) return <span className="cell-muted">-</span>;
  return (
    <span className="tag-chips">
      {tags.map((tag) => {
        const color = safeColor(tag.color);
        return (
          <span
            key={tag.id}
            // The dot is the chip's ::before (devicesPage.css): one box fewer per row.
            className={color ? 'tag-chip tag-chip--dotted' : 'tag-chip'}
            style={
              color
                ? ({ borderColor: color, background: `${color}22`, '--tag-color': color } as CSSProperties)
                : undefined
            }
          >
            {tag.name}
          </span>
        );
      })}
    </span>
  );
}

/** "54.6872, 25.2797": latitude and longitude to 4 places (about 11 m). */
export function formatLocation(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return '-';
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
