import { lazyNamed } from '../../components/lazyNamed.js';
// The modals' props and their names in the modal registry's types.
import './remoteAccessModalProps.js';

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
