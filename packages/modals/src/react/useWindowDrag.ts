import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalPosition, ModalState } from '../core/types.js';
import { clampToViewport } from './clampToViewport.js';

/** Pixels an arrow key moves a window; with Shift, {@link KEY_STEP_LARGE}. */
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Drag handlers of a window: pointer drag by the header, and arrow keys on the move
 * handle as the keyboard alternative. The window stays inside the viewport.
 */
export function useWindowDrag(
  manager: ModalManager,
  modal: ModalState,
  windowRef: RefObject<HTMLElement | null>,
) {
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  function geometry() {
    const element = windowRef.current;
    if (!element || modal.fullscreen.active) return null;
    const rect = element.getBoundingClientRect();
    const view = element.ownerDocument.defaultView ?? window;
    const origin: ModalPosition = modal.position ?? { x: rect.left, y: rect.top };
    const place = (next: ModalPosition) => manager.move(modal.id, clampToViewport(next, rect, view));
    return { origin, view, place };
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    if ((event.target as Element).closest('button, a, input, select, textarea')) return;
    const drag = geometry();
    if (!drag) return;
    // No text selection while dragging.
    event.preventDefault();
    const startX = event.clientX;
    const startY = event.clientY;
    const onMove = (move: globalThis.PointerEvent) => {
      drag.place({ x: drag.origin.x + move.clientX - startX, y: drag.origin.y + move.clientY - startY });
    };
    const stop = () => {
      drag.view.removeEventListener('pointermove', onMove);
      drag.view.removeEventListener('pointerup', stop);
      drag.view.removeEventListener('pointercancel', stop);
      stopDrag.current = null;
    };
    stopDrag.current?.();
    drag.view.addEventListener('pointermove', onMove);
    drag.view.addEventListener('pointerup', stop);
    drag.view.addEventListener('pointercancel', stop);
    stopDrag.current = stop;
  }

  function onMoveKeyDown(event: KeyboardEvent<HTMLElement>) {
    const direction = ARROWS[event.key];
    if (!direction) return;
    const drag = geometry();
    if (!drag) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    drag.place({ x: drag.origin.x + direction[0] * step, y: drag.origin.y + direction[1] * step });
  }

  return { onPointerDown, onMoveKeyDown };
}
