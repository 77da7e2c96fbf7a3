import { describe, expect, it } from 'vitest';
import { dashboardFor, dashboardsFor } from './dashboardCatalogue.js';

describe('the built-in dashboards', () => {
  it('are chosen by the device capabilities', () => {
    // RUT955: mobile and GPS; RUTX10: neither.
    expect(
      dashboardsFor({ original_model: 'RUT955', firmware: 'RUT9_R_00.07.06.3' }).map((d) => d.id),
    ).toEqual(['overview', 'mobile', 'gps']);
    expect(
      dashboardsFor({ original_model: 'RUTX10', firmware: 'RUTX_R_00.07.06.3' }).map((d) => d.id),
    ).toEqual(['overview']);
  });

  it('find one by its id, and none the device does not have or that does not exist', () => {
    const rutx10 = { original_model: 'RUTX10', firmware: 'RUTX_R_00.07.06.3' };
    expect(dashboardFor(rutx10, 'overview')?.widgets).toEqual(['status', 'signal', 'dataMonth', 'uptime']);
    expect(dashboardFor(rutx10, 'gps')).toBeNull();
    expect(dashboardFor(rutx10, 'nope')).toBeNull();
  });
});
