import { Icon, type IconName } from '../components/Icon.js';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import type { Toast, ToastKind, ToastStore } from './createToastStore.js';
import { useToasts } from './useToasts.js';

/** Where toasts appear. The spec's default is bottom-right; the main app and connect pages use `top`. */
export type ToastPosition = 'top' | 'top-left' | 'top-right' | 'bottom' | 'bottom-left' | 'bottom-right';

/** The spec's default position. */
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

const ICONS: Record<ToastKind, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  store: ToastStore;
  /** Defaults to {@link DEFAULT_TOAST_POSITION} (`'bottom-right'`). */
  position?: ToastPosition;
  className?: string;
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useUiKitTranslation();
  const urgent = toast.kind === 'warning' || toast.kind === 'error';
  const classes = [
    'nf-toast',
    `nf-toast--${toast.kind}`,
    toast.phase === 'leaving' ? 'nf-toast--leaving' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The close button is the keyboard way to dismiss; a click anywhere on the toast is the pointer shortcut.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button inside handles the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region that pauses on hover and closes on click.
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={classes}
      data-toast-id={toast.id}
      data-phase={toast.phase}
      data-paused={toast.paused ? 'true' : undefined}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={() => store.resume(toast.id)}
      onClick={() => store.dismiss(toast.id)}
    >
      <Icon name={ICONS[toast.kind]} size={18} className="nf-toast__icon" label={t(`toast.${toast.kind}`)} />
      <div className="nf-toast__body">
        {toast.title ? <p className="nf-toast__title">{toast.title}</p> : null}
        <p className="nf-toast__message">{toast.message}</p>
      </div>
      <button type="button" className="nf-toast__close" aria-label={t('toast.close')}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * Shows the toasts of a store: queued ones wait, visible ones stack at `position`,
 * a hovered (or focused) toast pauses, a click dismisses it, and a closing toast
 * plays its leave animation (`nf-toast--leaving`) before the store removes it.
 * Info and success toasts are polite `status` regions; warning and error toasts are
 * assertive `alert`s.
 *
 * @example
 * const toasts = createToastStore();
 * <ToastViewport store={toasts} position="top" />
 */
export function ToastViewport({ store, position = DEFAULT_TOAST_POSITION, className }: ToastViewportProps) {
  const { visible } = useToasts(store);
  const { t } = useUiKitTranslation();
  const classes = ['nf-toasts', `nf-toasts--${position}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <section aria-label={t('toast.region')} className={classes}>
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </section>
  );
}
