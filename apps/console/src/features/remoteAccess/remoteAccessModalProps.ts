import type { RemoteAccessRow } from '@netfleet/contracts';

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
