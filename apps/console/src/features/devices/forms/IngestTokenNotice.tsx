import { Alert, CopyToClipboard } from '@netfleet/ui-kit';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { addDeviceTexts } from './formTexts.js';
import { type IssuedIngestToken, ingestTokenIssued } from './ingestTokenIssued.js';

/**
 * Under the add-device form: nothing until a device is added, then its ingest token,
 * shown this once, with a copy button, and where the device reports with it (the report URL,
 * and the MQTT broker when the server runs one). The form stays open for it (`leaveOpen`).
 */
export function IngestTokenNotice() {
  const t = useTexts(addDeviceTexts);
  const [issued, setIssued] = useState<IssuedIngestToken | null>(null);
  useEffect(() => ingestTokenIssued.listen(setIssued), []);
  if (!issued) return null;
  return (
    <Alert variant="success" title={`${t('token.title')}: ${issued.serial}`} className="ingest-token">
      <p>{t('token.message')}</p>
      <p className="ingest-token__value">
        <span className="nf-visually-hidden">{t('token.label')}: </span>
        <code data-testid="ingest-token">{issued.token}</code> <CopyToClipboard text={issued.token} />
      </p>
      <dl className="ingest-token__endpoints">
        <dt>{t('token.reportUrl')}</dt>
        <dd>
          <code data-testid="ingest-report-url">{issued.reportUrl}</code>
        </dd>
        {issued.mqttUrl ? (
          <>
            <dt>{t('token.mqtt')}</dt>
            <dd>
              <code data-testid="ingest-mqtt-url">{issued.mqttUrl}</code>{' '}
              <span className="ingest-token__login">{t('token.mqttLogin', { serial: issued.serial })}</span>
            </dd>
          </>
        ) : null}
      </dl>
    </Alert>
  );
}
