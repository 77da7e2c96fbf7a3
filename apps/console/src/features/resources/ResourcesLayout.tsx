import { RouteTabs } from './RouteTabs.js';

/** `/resources`: the tabs (resources, codes, data purchases, data overview) the user may open. */
export function ResourcesLayout() {
  return <RouteTabs parent="services" />;
}
