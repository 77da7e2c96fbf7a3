import 'asciinema-player/dist/bundle/asciinema-player.css';
import { remoteSessionRecordingQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { Alert, Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import * as AsciinemaPlayer from 'asciinema-player';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { accessHistoryTexts } from '../history/texts.js';
import type { RemoteSessionRecordingModalProps } from '../remoteAccessModalProps.js';
import '../remoteAccess.css';

/** Idle stretches of a recording play as at most this many seconds. */
const IDLE_TIME_LIMIT_S = 2;

/** The smallest WebAssembly module: the magic number and version 1. */
const EMPTY_WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/**
 * Whether this page may compile WebAssembly, which the player's terminal emulator is. A
 * Content-Security-Policy without `'wasm-unsafe-eval'` refuses it, and the player would
 * then stay blank without an error: asked first, the modal says so and offers the file.
 */
export function canCompileWasm(): boolean {
  try {
    new WebAssembly.Module(EMPTY_WASM);
    return true;
  } catch {
    return false;
  }
}

/**
 * A recorded terminal session (asciicast v2 from `GET /remote/sessions/{id}/recording`)
 * played with asciinema-player, which this chunk alone loads with its styles (ADR 0015).
 * The recording can also be downloaded as it is.
 */
export function RemoteSessionRecordingModal({ sessionId }: RemoteSessionRecordingModalProps) {
  const t = useTexts(accessHistoryTexts);
  const client = useApiClient();
  const recording = useQuery(remoteSessionRecordingQueryOptions(client, sessionId));
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const cast = recording.data;

  useEffect(() => {
    const element = host.current;
    if (cast === undefined || !element) return;
    if (!canCompileWasm()) {
      setFailed(true);
      return;
    }
    setFailed(false);
    try {
      const player = AsciinemaPlayer.create({ data: cast }, element, {
        autoPlay: true,
        fit: 'width',
        idleTimeLimit: IDLE_TIME_LIMIT_S,
      });
      // The player emits `error` (a recording it cannot parse, a renderer that cannot start);
      // its typings list only the playback events.
      const listen = player.addEventListener as (name: string, callback: () => void) => void;
      listen.call(player, 'error', () => setFailed(true));
      return () => player.dispose();
    } catch {
      setFailed(true);
      return undefined;
    }
  }, [cast]);

  // The text already here, as a file: no second request, and nothing for the CSP to refuse.
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (cast === undefined || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([cast], { type: 'application/x-asciicast' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [cast]);

  return (
    <div className="remote-session-player">
      {recording.isPending ? <Loader label={t('player.loading')} /> : null}
      {recording.isError || failed ? (
        <Alert variant="error" title={t('player.failed')}>
          {recording.isError ? <p>{recording.error.message}</p> : null}
        </Alert>
      ) : null}
      <div ref={host} className="remote-session-player__screen" data-testid="recording-player" />
      {href ? (
        <p>
          <a href={href} download={`session-${sessionId}.cast`}>
            {t('player.download')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
