import { remoteBridgeUrl } from '@netfleet/api-client';
import {
  type Bridge,
  type BridgeEnd,
  type CredentialValues,
  needsCredentials,
  openBridge,
  startMessage,
} from '@netfleet/connect-kit';
import type { BridgeServerMessage, RemoteSessionAccess } from '@netfleet/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `start` carries a terminal size; an SFTP session has no terminal, so any size does. */
const NOMINAL_SIZE = { cols: 80, rows: 24 };

/** A host key the broker showed. */
export type HostKeyNotice = Extract<BridgeServerMessage, { type: 'hostkey' }>;

/** Where the files session's bridge stands. */
export type FilesPhase =
  | { kind: 'connecting' }
  | { kind: 'credentials'; access: RemoteSessionAccess }
  | { kind: 'hostkey'; hostKey: HostKeyNotice }
  | { kind: 'ready' }
  | { kind: 'ended'; end: BridgeEnd; detail: string | null };

/** What the files page does with its bridge. */
export interface FilesBridge {
  phase: FilesPhase;
  /** The last host key shown (a remembered one stays in the bar; a changed one explains the end). */
  hostKey: HostKeyNotice | null;
  /** Starts with the credentials typed into the sign-in form. */
  signIn(values: CredentialValues): void;
  /** Answers "Trust this host key?". */
  answerHostKey(accept: boolean): void;
  /** Closes the bridge: the server ends the session. */
  disconnect(): void;
}

/**
 * Keeps the session's bridge open while the page lives (the files routes work only while it
 * is): on `hello` it sends `start` (with typed credentials when the entry stores none, after
 * the sign-in form), answers a new host key after asking, and is ready on `ready`. Leaving
 * the page or Disconnect closes the socket, and the server ends the session.
 */
export function useFilesBridge(ticket: string): FilesBridge {
  const [phase, setPhase] = useState<FilesPhase>({ kind: 'connecting' });
  const [hostKey, setHostKey] = useState<HostKeyNotice | null>(null);
  const bridgeRef = useRef<Bridge | null>(null);

  useEffect(() => {
    let bridge: Bridge | null = null;
    // A ticket opens one socket only: React's development double mount (mount, unmount,
    // mount in one task) must not spend it on a socket it closes at once, so open a tick later.
    const timer = setTimeout(() => {
      const onMessage = (message: BridgeServerMessage) => {
        switch (message.type) {
          case 'hello':
            if (needsCredentials(message.access)) setPhase({ kind: 'credentials', access: message.access });
            else bridge?.send(startMessage(NOMINAL_SIZE));
            break;
          case 'hostkey':
            setHostKey(message);
            if (message.known === 'new') setPhase({ kind: 'hostkey', hostKey: message });
            break;
          case 'ready':
            setPhase({ kind: 'ready' });
            break;
          case 'closed':
            break;
        }
      };
      bridge = openBridge(remoteBridgeUrl(ticket), {
        onMessage,
        onClose: (end, detail) => setPhase({ kind: 'ended', end, detail }),
      });
      bridgeRef.current = bridge;
    }, 0);
    return () => {
      clearTimeout(timer);
      bridge?.close();
      bridgeRef.current = null;
    };
  }, [ticket]);

  const signIn = useCallback((values: CredentialValues) => {
    setPhase({ kind: 'connecting' });
    bridgeRef.current?.send(startMessage(NOMINAL_SIZE, values));
  }, []);
  const answerHostKey = useCallback((accept: boolean) => {
    bridgeRef.current?.send({ type: 'hostkey', accept });
    if (accept) setPhase({ kind: 'connecting' });
  }, []);
  const disconnect = useCallback(() => bridgeRef.current?.close(), []);

  return { phase, hostKey, signIn, answerHostKey, disconnect };
}
