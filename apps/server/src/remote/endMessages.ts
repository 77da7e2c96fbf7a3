import type { RemoteSessionEndReason } from '@netfleet/contracts';

/** The sentence a terminal or files page shows when a session ends, unless a more exact one is known. */
export function endMessageOf(reason: RemoteSessionEndReason, idleTimeoutS: number): string {
  switch (reason) {
    case 'closed':
      return 'The session was closed.';
    case 'peer_closed':
      return 'The device closed the connection.';
    case 'idle':
      return `The session was closed after ${idleWords(idleTimeoutS)} without activity.`;
    case 'revoked':
      return 'Access to this entry was withdrawn: it was disabled or deleted, or your permission changed.';
    case 'signed_out':
      return 'You signed out of the console, so the session was closed.';
    case 'auth_failed':
      return 'Authentication failed.';
    case 'host_key_rejected':
      return 'The host key was not accepted, so the session was not opened.';
    case 'unreachable':
      return 'The device could not be reached.';
    case 'error':
      return 'The session ended because of an error on the server.';
    case 'server_stopped':
      return 'The server is restarting. Connect again in a moment.';
  }
}

function idleWords(seconds: number): string {
  if (seconds % 60 === 0 && seconds >= 60) {
    const minutes = seconds / 60;
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
