import type { ReactElement } from 'react';

/** Glyphs of the window controls. */
export type WindowIconName = 'minimize' | 'maximize' | 'unmaximize' | 'close' | 'move' | 'help';

const PATHS: Record<WindowIconName, ReactElement> = {
  minimize: <path d="M5 18h14" />,
  maximize: <rect x="5" y="5" width="14" height="14" rx="1" />,
  unmaximize: (
    <>
      <rect x="5" y="9" width="10" height="10" rx="1" />
      <path d="M9 9V5h10v10h-4" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  move: (
    <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01" />
    </>
  ),
};

/**
 * A decorative 16×16 glyph of a window control; the control's `aria-label` names it.
 * (The modals draw their own glyphs: ui-kit's icon set has no window controls.)
 */
export function WindowIcon({ name }: { name: WindowIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}
