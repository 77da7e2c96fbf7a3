import type { DeviceEvent } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import type { TextValues } from '../../../i18n/useTexts.js';
import { type DescribeContext, describeEvent } from './describeEvent.js';
import { deviceActivityTexts } from './texts.js';

/** The English texts, interpolated as i18next does. */
function english(key: string, values: TextValues = {}): string {
  let node: unknown = deviceActivityTexts.languages.en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
}

const context: DescribeContext = {
  t: english as DescribeContext['t'],
  connection: (code) => (code === 15 ? 'The device has no active credit' : 'The device attempted to connect'),
  simSlot: (slot) => `SIM ${slot}`,
};

const event = (kind: string, data: DeviceEvent['data'], message = 'English fallback') => ({
  kind,
  data,
  message,
});

describe('describeEvent', () => {
  it('reads what users did from the data', () => {
    expect(describeEvent(event('renamed', { from: 'Depot', to: 'Depot 2' }), context)).toBe(
      'Renamed from “Depot” to “Depot 2”',
    );
    expect(describeEvent(event('tags', { added: ['north', 'lte'], removed: [] }), context)).toBe(
      'Tags added: north, lte',
    );
    expect(describeEvent(event('tags', { added: ['a'], removed: ['b'] }), context)).toBe(
      'Tags added: a; removed: b',
    );
    expect(describeEvent(event('location', { latitude: 54.7, longitude: 25.3 }), context)).toBe(
      'Location set to 54.7, 25.3',
    );
    expect(describeEvent(event('moved', { to: 'Harbor', company_id: 4 }), context)).toBe('Moved to Harbor');
    expect(
      describeEvent(event('action', { action: 'firmware_update', job_id: 3, firmware: '07.06.10' }), context),
    ).toBe('Action requested: firmware update (07.06.10)');
    expect(describeEvent(event('action', { action: 'reboot', job_id: 3 }), context)).toBe(
      'Action requested: reboot',
    );
  });

  it('reads monitoring changes: interval, turned off, turned on', () => {
    const base = {
      config_id: 0,
      from_interval_s: 300,
      to_interval_s: 600,
      from_enabled: true,
      to_enabled: true,
    };
    expect(describeEvent(event('monitoring', base), context)).toBe(
      'Dynamic monitoring: every 300 s → every 600 s',
    );
    expect(describeEvent(event('monitoring', { ...base, to_enabled: false }), context)).toBe(
      'Dynamic monitoring turned off',
    );
    expect(describeEvent(event('monitoring', { ...base, config_id: 3, from_enabled: false }), context)).toBe(
      'GPS monitoring turned on, every 600 s',
    );
  });

  it('reads what the device reported', () => {
    expect(describeEvent(event('status', { status: 1 }), context)).toBe('The device came online');
    expect(describeEvent(event('status', { status: 0 }), context)).toBe('The device went offline');
    expect(describeEvent(event('connection', { code: 15 }), context)).toBe(
      'Connection attempt: The device has no active credit (code 15)',
    );
    expect(describeEvent(event('io', { pin: 'din1', value: true }), context)).toBe('din1 turned on');
    expect(describeEvent(event('io', { pin: 'din1', value: false }), context)).toBe('din1 turned off');
    expect(describeEvent(event('firmware', { from: 'A', to: 'B' }), context)).toBe(
      'Firmware changed from A to B',
    );
    expect(describeEvent(event('sim_switch', { from: 1, to: 2 }), context)).toBe(
      'Switched from SIM 1 to SIM 2',
    );
    expect(describeEvent(event('reboot', null), context)).toBe('The device restarted');
  });

  it("falls back to the event's message for unknown kinds and data it cannot read", () => {
    expect(describeEvent(event('firmware', null, 'Downloading RUTX_R_00.07.14.3'), context)).toBe(
      'Downloading RUTX_R_00.07.14.3',
    );
    expect(describeEvent(event('connection', { code: 'x' }, 'Session re-established'), context)).toBe(
      'Session re-established',
    );
    expect(describeEvent(event('something_new', { a: 1 }, 'A new thing'), context)).toBe('A new thing');
    expect(describeEvent(event('action', { action: 'self_destruct' }, 'Asked'), context)).toBe('Asked');
  });
});
