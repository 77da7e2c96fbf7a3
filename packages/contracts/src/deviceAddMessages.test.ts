import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_ADD_MESSAGES,
  deviceAddMessage,
  deviceImportSummary,
  parseDeviceAddMessage,
} from './deviceAddMessages.js';
import { AddDeviceSchema, DeviceImportLineSchema } from './forms/addDevice.js';

describe('device import messages', () => {
  it("give back every key's values from the text the server words", () => {
    const values = {
      max: 255,
      company: 42,
      tags: 'Depot, Night',
      line: 3,
      reason: 'Quote Not Closed',
      column: 'name',
      columns: 'serial, mac',
      unknown: 'colour',
    };
    for (const key of Object.keys(DEVICE_ADD_MESSAGES) as (keyof typeof DEVICE_ADD_MESSAGES)[]) {
      const parsed = parseDeviceAddMessage(deviceAddMessage(key, values));
      expect(parsed?.key, key).toBe(key);
      for (const [name, value] of Object.entries(parsed?.values ?? {})) {
        expect(value, `${key}.${name}`).toBe(String(values[name as keyof typeof values]));
      }
    }
  });

  it('read the summary with its counts, in the singular and the plural', () => {
    expect(deviceImportSummary(1, 3, 0)).toBe('1 device was added; 3 errors in the file.');
    expect(parseDeviceAddMessage(deviceImportSummary(1, 3, 0))).toEqual({
      key: 'summary',
      values: { added: '1', errors: '3', notListed: '0' },
    });
    expect(parseDeviceAddMessage(deviceImportSummary(0, 1, 0))?.values).toEqual({
      added: '0',
      errors: '1',
      notListed: '0',
    });
    expect(parseDeviceAddMessage(deviceImportSummary(12, 250, 50))?.values).toEqual({
      added: '12',
      errors: '250',
      notListed: '50',
    });
  });

  it("cover each refusal of DeviceImportLineSchema and AddDeviceSchema, and nothing else's", () => {
    const lines = [
      { serial: '', mac: '001E42000001' },
      { serial: 'a b', mac: '001E42000001' },
      { serial: '1100000001', mac: '' },
      { serial: '1100000001', mac: 'not-a-mac' },
      { serial: '1100000001', mac: '001E42000001', name: 'n'.repeat(256) },
      { serial: '1100000001', mac: '001E42000001', company_id: 'north' },
      {
        serial: '1100000001',
        mac: '001E42000001',
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(';'),
      },
    ];
    const forms = [
      { serial: '', mac: '', company_id: null },
      { serial: 'a b', mac: 'not-a-mac', name: 'n'.repeat(256), company_id: 4 },
    ];
    const refused = [
      ...lines.map((line) => v.safeParse(DeviceImportLineSchema, line)),
      ...forms.map((form) => v.safeParse(AddDeviceSchema, form)),
    ];
    for (const result of refused) {
      expect(result.success).toBe(false);
      for (const issue of result.issues ?? []) {
        expect(parseDeviceAddMessage(issue.message), issue.message).not.toBeNull();
      }
    }
    expect(parseDeviceAddMessage('Something else went wrong')).toBeNull();
  });
});
