import { REMOTE_ACCESS_PROTOCOLS, type RemoteAccessProtocol } from '@netfleet/contracts';
import { FormField } from '@netfleet/ui-kit';
import { useTexts } from '../../i18n/useTexts.js';
import { isRemoteAccessProtocol } from './remoteAccessSearch.js';
import { remoteAccessTexts } from './texts.js';

/** Props of {@link ProtocolFilter}. */
export interface ProtocolFilterProps {
  value: RemoteAccessProtocol | undefined;
  onChange: (protocol: RemoteAccessProtocol | undefined) => void;
}

/** A select of one protocol or all, for the lists of entries and of sessions. */
export function ProtocolFilter({ value, onChange }: ProtocolFilterProps) {
  const t = useTexts(remoteAccessTexts);
  return (
    <FormField label={t('protocolFilter')}>
      <select
        className="nf-input"
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isRemoteAccessProtocol(next) ? next : undefined);
        }}
      >
        <option value="">{t('allProtocols')}</option>
        {REMOTE_ACCESS_PROTOCOLS.map((protocol) => (
          <option key={protocol} value={protocol}>
            {protocol.toUpperCase()}
          </option>
        ))}
      </select>
    </FormField>
  );
}
