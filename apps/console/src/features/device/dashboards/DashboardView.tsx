import type { DeviceDetail } from '@netfleet/contracts';
import type { DashboardDefinition, WidgetId } from './dashboardCatalogue.js';
import { SignalWidget, SpeedWidget } from './widgets/ChartWidgets.js';
import { DataMonthWidget } from './widgets/DataMonthWidget.js';
import { OperatorWidget, PositionWidget, StatusWidget, UptimeWidget } from './widgets/FactWidgets.js';
import './dashboards.css';

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  device: DeviceDetail;
  dashboard: DashboardDefinition;
  /** `page`: a grid in the device page; `mobile`: one column (the standalone mobile dashboard). */
  layout: 'page' | 'mobile';
}

function Widget({ id, device, chartHeight }: { id: WidgetId; device: DeviceDetail; chartHeight: number }) {
  switch (id) {
    case 'status':
      return <StatusWidget device={device} />;
    case 'signal':
      return <SignalWidget device={device} height={chartHeight} />;
    case 'dataMonth':
      return <DataMonthWidget device={device} />;
    case 'uptime':
      return <UptimeWidget device={device} />;
    case 'operator':
      return <OperatorWidget device={device} />;
    case 'position':
      return <PositionWidget device={device} />;
    case 'speed':
      return <SpeedWidget device={device} height={chartHeight} />;
  }
}

/** A dashboard's widgets for one device: the same widgets in the device page and the mobile view. */
export function DashboardView({ device, dashboard, layout }: DashboardViewProps) {
  return (
    <div className={`device-dashboard device-dashboard--${layout}`} data-dashboard={dashboard.id}>
      {dashboard.widgets.map((id) => (
        <Widget key={id} id={id} device={device} chartHeight={layout === 'mobile' ? 160 : 200} />
      ))}
    </div>
  );
}
