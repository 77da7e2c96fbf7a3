import { Tooltip, useTexts } from '@netfleet/ui-kit';
import type { HostKeyInfo } from './hostKeyInfo.js';
import { sshTexts } from './sshTexts.js';

/** Characters of the fingerprint the bar shows; the tooltip has all of it. */
const SHORT_FINGERPRINT = 16;

/** The remembered host key, small in the bar: the start of its fingerprint, all of it in a tooltip. */
export function HostKeyBadge({ hostKey }: { hostKey: HostKeyInfo }) {
  const t = useTexts(sshTexts);
  const short =
    hostKey.fingerprint.length > SHORT_FINGERPRINT
      ? `${hostKey.fingerprint.slice(0, SHORT_FINGERPRINT)}…`
      : hostKey.fingerprint;
  return (
    <Tooltip
      content={t('hostKey.verifiedTooltip', {
        algorithm: hostKey.algorithm,
        fingerprint: hostKey.fingerprint,
      })}
      placement="bottom"
    >
      {/* Focusable so that keyboard users reach the tooltip with the whole fingerprint. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's trigger must take focus. */}
      <span className="connect-hostkey" tabIndex={0}>
        {t('hostKey.verified', { fingerprint: short })}
      </span>
    </Tooltip>
  );
}
