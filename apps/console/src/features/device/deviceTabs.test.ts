import { DEFAULT_THEME } from '@netfleet/permissions';
import { describe, expect, it } from 'vitest';
import { deviceTabs, isDeviceTabSupported } from './deviceTabs.js';

const EVERYTHING = {
  permissions: [
    'view_devices',
    'view_device_dashboard',
    'view_device_remote_access',
    'update_device_credit_status',
    'create_multi_configuration',
  ],
};
const RUT241 = { original_model: 'RUT241000000', firmware: 'RUT2M_R_00.07.06.3' };
const RUTX11 = { original_model: 'RUTX110000XX', firmware: 'RUTX_R_00.07.06.3' };

describe('deviceTabs', () => {
  it('offers no location or GPS tab for a device without GPS, and both for one with it', () => {
    const withoutGps = deviceTabs(EVERYTHING, DEFAULT_THEME, RUT241);
    expect(withoutGps).toContain('device.activity');
    expect(withoutGps).toContain('device.metrics.mobile-data');
    expect(withoutGps).not.toContain('device.location');
    expect(withoutGps).not.toContain('device.metrics.gps');
    const withGps = deviceTabs(EVERYTHING, DEFAULT_THEME, RUTX11);
    expect(withGps).toContain('device.location');
    expect(withGps).toContain('device.metrics.gps');
  });

  it('offers the eSIM tab only for a device that reports an eSIM', () => {
    expect(deviceTabs(EVERYTHING, DEFAULT_THEME, RUTX11)).not.toContain('device.esim');
    expect(deviceTabs(EVERYTHING, DEFAULT_THEME, { ...RUTX11, esim: true })).toContain('device.esim');
  });

  it('gives an unknown model only the tabs every device has', () => {
    const tabs = deviceTabs(EVERYTHING, DEFAULT_THEME, { original_model: 'XYZ1', firmware: '' });
    for (const tab of [
      'device.location',
      'device.metrics.gps',
      'device.metrics.mobile-data',
      'device.metrics.io',
      'device.data-usage',
      'device.ports',
      'device.esim',
    ]) {
      expect(tabs).not.toContain(tab);
    }
    expect(tabs).toContain('device.activity');
    expect(tabs).toContain('device.metrics.dynamic');
  });

  it('hides the tabs whose permission the user lacks, and those the theme switches off', () => {
    const viewer = { permissions: ['view_devices'] };
    const tabs = deviceTabs(viewer, DEFAULT_THEME, RUTX11);
    expect(tabs).toContain('device.location');
    expect(tabs).not.toContain('device.access');
    expect(tabs).not.toContain('device.network');
    expect(tabs).not.toContain('device.dashboards');
    const themed = deviceTabs(EVERYTHING, { disabled_routes: ['device.location'] }, RUTX11);
    expect(themed).not.toContain('device.location');
    expect(themed).toContain('device.metrics.gps');
  });

  it('says whether a tab opened by its address suits the device', () => {
    expect(isDeviceTabSupported('device.metrics.gps', RUT241)).toBe(false);
    expect(isDeviceTabSupported('device.metrics.gps', RUTX11)).toBe(true);
    expect(isDeviceTabSupported('device.activity', RUT241)).toBe(true);
  });
});
