import { useDisclosureDismiss } from '@netfleet/ui-kit';
import { useRef } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { devicesTexts } from '../texts.js';

/**
 * "Export": links to the CSV and XLSX export of every device matching the list's filters,
 * with the columns shown.
 */
export function DeviceExportMenu({ hrefOf }: { hrefOf: (format: 'csv' | 'xlsx') => string }) {
  const t = useTexts(devicesTexts);
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  // A download chosen, the menu's work is done.
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    <details ref={ref} className="devices-menu devices-export">
      <summary className="nf-button">{t('export.button')}</summary>
      <div className="devices-menu__panel">
        <p className="devices-menu__note">{t('export.note')}</p>
        <ul>
          <li>
            <a className="nf-button" href={hrefOf('csv')} download onClick={close}>
              {t('export.csv')}
            </a>
          </li>
          <li>
            <a className="nf-button" href={hrefOf('xlsx')} download onClick={close}>
              {t('export.xlsx')}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
