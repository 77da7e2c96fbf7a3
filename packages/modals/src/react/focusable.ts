const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order (skips hidden and `tabindex="-1"`). */
export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * Moves focus into a modal window: to its `[data-autofocus]` element, else the first
 * focusable element of its body, else the window itself.
 */
export function focusInto(windowElement: HTMLElement): void {
  const preferred = windowElement.querySelector<HTMLElement>('[data-autofocus]:not([disabled])');
  const body = windowElement.querySelector('.nf-modal__body');
  const target = preferred ?? (body ? focusableIn(body)[0] : undefined) ?? windowElement;
  target.focus();
}
