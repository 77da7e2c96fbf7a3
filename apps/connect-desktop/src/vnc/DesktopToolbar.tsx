import { connectKitTexts } from '@netfleet/connect-kit';
import { useTexts } from '@netfleet/ui-kit';
import { useId } from 'react';
import { desktopTexts } from '../texts.js';
import type { DesktopSnapshot, ScaleMode } from './createVncSession.js';

/** Props of {@link DesktopToolbar}. */
export interface DesktopToolbarProps {
  snapshot: DesktopSnapshot;
  clipboardOpen: boolean;
  fullscreen: { supported: boolean; active: boolean; toggle(): void };
  onViewOnly(viewOnly: boolean): void;
  onScale(scale: ScaleMode): void;
  onClipboard(): void;
  onCtrlAltDel(): void;
  onDisconnect(): void;
}

/**
 * The desktop's controls in the session bar: View only, scaling (fit the window or 1:1), the
 * clipboard panel, Ctrl+Alt+Del (the browser keeps that combination to itself), full screen
 * and Disconnect. Input controls wait for the connection and stay off in view-only mode.
 */
export function DesktopToolbar({
  snapshot,
  clipboardOpen,
  fullscreen,
  onViewOnly,
  onScale,
  onClipboard,
  onCtrlAltDel,
  onDisconnect,
}: DesktopToolbarProps) {
  const t = useTexts(desktopTexts);
  const kit = useTexts(connectKitTexts);
  const scaleId = useId();
  const { phase, viewOnly, scale } = snapshot;
  const connected = phase.kind === 'connected';
  const ended = phase.kind === 'ended';

  return (
    // Not role="toolbar": its controls take Tab like any others (no arrow-key roving).
    <div className="desktop-toolbar">
      <label className="desktop-toolbar__check">
        <input
          type="checkbox"
          name="view_only"
          checked={viewOnly}
          disabled={ended}
          onChange={(event) => onViewOnly(event.target.checked)}
        />{' '}
        {t('viewOnly')}
      </label>
      <label className="desktop-toolbar__scale" htmlFor={scaleId}>
        {t('scale.label')}
      </label>
      <select
        id={scaleId}
        name="scale"
        className="nf-input desktop-toolbar__select"
        value={scale}
        disabled={ended}
        onChange={(event) => onScale(event.target.value as ScaleMode)}
      >
        <option value="fit">{t('scale.fit')}</option>
        <option value="actual">{t('scale.actual')}</option>
      </select>
      <button
        type="button"
        className="nf-button"
        aria-expanded={clipboardOpen}
        disabled={ended}
        onClick={onClipboard}
      >
        {t('clipboard.button')}
      </button>
      <button
        type="button"
        className="nf-button"
        title={t('ctrlAltDelHint')}
        aria-label={t('ctrlAltDelHint')}
        disabled={!connected || viewOnly}
        onClick={onCtrlAltDel}
      >
        {t('ctrlAltDel')}
      </button>
      {fullscreen.supported ? (
        <button
          type="button"
          className="nf-button"
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
        </button>
      ) : null}
      {/* Once ended, Reconnect is in the notice below the bar. */}
      {ended ? null : (
        <button type="button" className="nf-button" onClick={onDisconnect}>
          {kit('disconnect')}
        </button>
      )}
    </div>
  );
}
