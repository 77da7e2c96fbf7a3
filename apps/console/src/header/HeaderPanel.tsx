import { Loader } from '@netfleet/ui-kit';
import { type ReactNode, Suspense } from 'react';

/** Props of {@link HeaderPanel}. */
export interface HeaderPanelProps {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/** The floating panel of a header widget; its lazy content shows a loader while it arrives. */
export function HeaderPanel({ id, label, className, children }: HeaderPanelProps) {
  return (
    <section id={id} aria-label={label} className={className ? `header-panel ${className}` : 'header-panel'}>
      <Suspense fallback={<Loader block size="small" />}>{children}</Suspense>
    </section>
  );
}
