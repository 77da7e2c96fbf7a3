import { SessionEnded } from '@netfleet/connect-kit';
import type { RemoteSessionAccess } from '@netfleet/contracts';
import { useTexts } from '@netfleet/ui-kit';
import { desktopTexts } from '../texts.js';
import type { DesktopPhase } from './createVncSession.js';

/** Props of {@link DesktopEnded}. */
export interface DesktopEndedProps {
  access: RemoteSessionAccess;
  phase: Extract<DesktopPhase, { kind: 'ended' }>;
  onReconnect?: () => void;
}

/**
 * Why the desktop session ended (connect-kit's notice), said the desktop's way where that helps:
 * an unreachable device means no VNC server answers at the entry's address; a refused password
 * can be typed again on Reconnect.
 */
export function DesktopEnded({ access, phase, onReconnect }: DesktopEndedProps) {
  const t = useTexts(desktopTexts);
  const destination = `${access.destination}:${access.port}`;
  const detail =
    phase.end === 'unreachable'
      ? `${t('unreachable', { destination })} ${t('unreachableHint')}`
      : phase.end === 'auth_failed'
        ? [phase.detail, t('authFailedHint')].filter(Boolean).join(' ')
        : phase.detail;
  return <SessionEnded end={phase.end} detail={detail} onReconnect={onReconnect} />;
}
