import type { ReactNode } from 'react';

/** One widget of a dashboard: a titled card. */
export function WidgetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="device-dashboard__widget" aria-label={title}>
      <h3 className="device-dashboard__widget-title">{title}</h3>
      {children}
    </section>
  );
}
