import { useTexts } from '../../../i18n/useTexts.js';
import { devicesTexts } from '../texts.js';

/**
 * "Export": links to the CSV and XLSX export of every device matching the list's filters,
 * with the columns shown.
 */
export function DeviceExportMenu({ hrefOf }: { hrefOf: (format: 'csv' | 'xlsx') => string }) {
  const t = useTexts(devicesTexts);
  return (
    <details className="devices-menu devices-export">
      <summary className="nf-button">{t('export.button')}</summary>
      <div className="devices-menu__panel">
        <p className="devices-menu__note">{t('export.note')}</p>
        <ul>
          <li>
            <a className="nf-button" href={hrefOf('csv')} download>
              {t('export.csv')}
            </a>
          </li>
          <li>
            <a className="nf-button" href={hrefOf('xlsx')} download>
              {t('export.xlsx')}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
