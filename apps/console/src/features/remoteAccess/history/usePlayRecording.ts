import type { RemoteSessionRow } from '@netfleet/contracts';
import { useCallback } from 'react';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';

/** Opens a recorded session in the player modal (its own chunk, loaded on the first Play). */
export function usePlayRecording(): (session: RemoteSessionRow) => void {
  const { modals } = useConsole();
  return useCallback(
    (session: RemoteSessionRow) =>
      modals.openModal(
        'RemoteSessionRecording',
        { sessionId: session.id },
        {
          title: `${session.access_name} · ${session.device_name}`,
          subtitle: session.user_email,
          fullscreen: { allowed: true },
        },
      ),
    [modals],
  );
}
