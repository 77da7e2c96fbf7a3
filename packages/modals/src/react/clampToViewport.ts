import type { ModalPosition } from '../core/types.js';

/** Keeps a window of `size` at `position` entirely inside a viewport (top-left wins when it is too big). */
export function clampToViewport(
  position: ModalPosition,
  size: { width: number; height: number },
  viewport: { innerWidth: number; innerHeight: number },
): ModalPosition {
  const maxX = Math.max(0, viewport.innerWidth - size.width);
  const maxY = Math.max(0, viewport.innerHeight - size.height);
  return {
    x: Math.round(Math.min(Math.max(position.x, 0), maxX)),
    y: Math.round(Math.min(Math.max(position.y, 0), maxY)),
  };
}
