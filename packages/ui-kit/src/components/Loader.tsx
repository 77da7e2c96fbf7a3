import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** What is being waited for; read by screen readers. Defaults to the kit's `loader.loading` text (`'Loading…'`). */
  label?: string;
  /** Show the label next to the spinner, or keep it for screen readers only. Defaults to `true`. */
  showLabel?: boolean;
  /** Defaults to `'medium'`. */
  size?: 'small' | 'medium' | 'large';
  /** Centre the loader in the available space (a page or a panel). Defaults to `false`. */
  block?: boolean;
  className?: string;
}

/**
 * An accessible busy indicator: a spinner with a label in a polite live region.
 *
 * @example
 * if (isPending) return <Loader label="Loading devices…" block />;
 */
export function Loader({ label, showLabel = true, size = 'medium', block = false, className }: LoaderProps) {
  const { t } = useUiKitTranslation();
  const classes = ['nf-loader', `nf-loader--${size}`, block ? 'nf-loader--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div role="status" aria-live="polite" className={classes}>
      <span className="nf-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'nf-loader__label' : 'nf-visually-hidden'}>
        {label ?? t('loader.loading')}
      </span>
    </div>
  );
}
