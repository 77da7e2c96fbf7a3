import { useEffect, useRef, useState } from 'react';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import { Icon } from './Icon.js';
import { Tooltip } from './Tooltip.js';

/** How long "Copied" stays after a copy. */
export const COPIED_RESET_MS = 2000;

/** What {@link CopyToClipboard} writes to; `navigator.clipboard` has this shape. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * The browser's clipboard: `navigator.clipboard` where it exists (secure contexts),
 * else a hidden textarea and `document.execCommand('copy')` (plain-http intranets).
 */
export function browserClipboard(): ClipboardWriter {
  return {
    async writeText(text) {
      if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        return;
      }
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.className = 'nf-visually-hidden';
      document.body.append(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      if (!ok) throw new Error('Copy command was refused');
    },
  };
}

/** Props of {@link CopyToClipboard}. */
export interface CopyToClipboardProps {
  /** What to copy, or a function that returns it at click time. */
  text: string | (() => string);
  /** Defaults to {@link browserClipboard}. Tests pass a fake. */
  clipboard?: ClipboardWriter;
  /** Button and tooltip text. Defaults to the kit's `copy.copy` text (`'Copy to clipboard'`). */
  label?: string;
  /** Shown after copying. Defaults to the kit's `copy.copied` text (`'Copied'`). */
  copiedLabel?: string;
  /** Defaults to {@link COPIED_RESET_MS} (`2000`). */
  resetMs?: number;
  onCopy?: (text: string) => void;
  onError?: (error: unknown) => void;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * An icon button that copies a text, with the tooltip "Copy to clipboard", then
 * "Copied" for two seconds (spec). The result is also announced politely.
 *
 * @example
 * <code>{device.serial}</code> <CopyToClipboard text={device.serial} />
 */
export function CopyToClipboard({
  text,
  clipboard,
  label,
  copiedLabel,
  resetMs = COPIED_RESET_MS,
  onCopy,
  onError,
  className,
}: CopyToClipboardProps) {
  const { t } = useUiKitTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const idleText = label ?? t('copy.copy');
  const resultText = state === 'copied' ? (copiedLabel ?? t('copy.copied')) : t('copy.failed');

  async function copy() {
    const value = typeof text === 'function' ? text() : text;
    clearTimeout(timer.current);
    try {
      await (clipboard ?? browserClipboard()).writeText(value);
      setState('copied');
      onCopy?.(value);
    } catch (error) {
      setState('failed');
      onError?.(error);
    }
    timer.current = setTimeout(() => setState('idle'), resetMs);
  }

  return (
    <>
      <Tooltip content={state === 'idle' ? idleText : resultText} open={state === 'idle' ? undefined : true}>
        <button
          type="button"
          className={className ? `nf-copy ${className}` : 'nf-copy'}
          aria-label={idleText}
          data-state={state}
          onClick={() => void copy()}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
        </button>
      </Tooltip>
      {state === 'idle' ? null : (
        <span className="nf-visually-hidden" role="status">
          {resultText}
        </span>
      )}
    </>
  );
}
