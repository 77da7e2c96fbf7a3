import type { RemoteAccessRow } from '@netfleet/contracts';
import { lazyNamed } from '../../components/lazyNamed.js';

/** Props of the entry form modal: an entry to edit, or a new one (of `deviceId` when known). */
export interface RemoteAccessEntryModalProps {
  entry?: RemoteAccessRow;
  deviceId?: number;
  deviceName?: string;
}

/** Props of the share modal: the link a share key made and when it stops working. */
export interface RemoteAccessShareModalProps {
  url: string;
  expiresAt: string;
}

/** Props of the recording player modal. */
export interface RemoteSessionRecordingModalProps {
  sessionId: number;
}

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    RemoteAccessEntry: RemoteAccessEntryModalProps;
    RemoteAccessShare: RemoteAccessShareModalProps;
    RemoteSessionRecording: RemoteSessionRecordingModalProps;
  }
}

/**
 * The modals of remote access, for the console's modal registry; each body is its own
 * chunk (the player's with asciinema-player and its styles).
 */
export const REMOTE_ACCESS_MODALS = {
  RemoteAccessEntry: lazyNamed(() => import('./form/RemoteAccessEntryModal.js'), 'RemoteAccessEntryModal'),
  RemoteAccessShare: lazyNamed(() => import('./share/RemoteAccessShareModal.js'), 'RemoteAccessShareModal'),
  RemoteSessionRecording: lazyNamed(
    () => import('./player/RemoteSessionRecordingModal.js'),
    'RemoteSessionRecordingModal',
  ),
};
