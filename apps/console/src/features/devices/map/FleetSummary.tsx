import { Alert } from '@netfleet/ui-kit';
import { formatCount } from '../../../components/list/listFormat.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { fleetMapTexts } from './texts.js';

/** Props of {@link FleetSummary}. */
export interface FleetSummaryProps {
  /** Located devices matching the filters (`meta.total`). */
  total: number;
  /** Devices the answer carried, and so the map draws. */
  drawn: number;
  /** More matched than the server sends (`meta.truncated`). */
  truncated: boolean;
}

/**
 * What the fleet map shows, in words: how many devices are located (or that none is), and,
 * when the server sent only the first ones, that some are not shown and how to see them.
 */
export function FleetSummary({ total, drawn, truncated }: FleetSummaryProps) {
  const t = useTexts(fleetMapTexts);
  return (
    <>
      <p className="fleet-map__count">
        {total === 0 ? t('none') : t('located', { count: total, n: formatCount(total) })}
      </p>
      {truncated ? <Alert variant="warning" title={t('truncated', { n: formatCount(drawn) })} /> : null}
    </>
  );
}
