import type { ReactNode } from 'react';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import { Icon } from './Icon.js';

/** Severity of an {@link Alert}. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Defaults to `'info'`. */
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Defaults to the kit's `alert.dismiss` text (`'Dismiss'`). */
  dismissLabel?: string;
  className?: string;
}

/**
 * A message box. Errors use `role="alert"` (announced at once); the other variants
 * use `role="status"` (announced politely).
 *
 * @example
 * <Alert variant="error" title="Could not load devices">{error.message}</Alert>
 */
export function Alert({ variant = 'info', title, children, onDismiss, dismissLabel, className }: AlertProps) {
  const { t } = useUiKitTranslation();
  const classes = ['nf-alert', `nf-alert--${variant}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={classes}>
      <Icon name="info" size={18} className="nf-alert__icon" />
      <div className="nf-alert__body">
        {title ? <p className="nf-alert__title">{title}</p> : null}
        {children ? <div className="nf-alert__content">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="nf-alert__dismiss"
          aria-label={dismissLabel ?? t('alert.dismiss')}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
