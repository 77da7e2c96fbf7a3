import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddDeviceSchema, DeviceImportLineSchema, normalizeMac } from './addDevice.js';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [issue.path?.[0]?.key, issue.message]));
};

describe('AddDeviceSchema', () => {
  it('takes serial, MAC in any spelling, name, company and tags; the MAC comes out upper case with colons', () => {
    expect(
      v.parse(AddDeviceSchema, {
        serial: ' 1100000001 ',
        mac: '001e42abcdef',
        company_id: '4',
        tag_ids: ['7', 8],
      }),
    ).toEqual({
      serial: '1100000001',
      mac: '00:1E:42:AB:CD:EF',
      name: undefined,
      company_id: 4,
      tag_ids: [7, 8],
    });
    expect(
      v.parse(AddDeviceSchema, { serial: 'AB-12', mac: '00-1e-42-ab-cd-ef', name: ' R1 ', company_id: 1 }),
    ).toEqual({
      serial: 'AB-12',
      mac: '00:1E:42:AB:CD:EF',
      name: 'R1',
      company_id: 1,
    });
  });

  it('names every bad field', () => {
    expect(issues(AddDeviceSchema, {})).toEqual({
      serial: 'Serial is required',
      mac: 'MAC is required',
      company_id: 'Company is required',
    });
    expect(
      issues(AddDeviceSchema, { serial: 'a b', mac: '00:1E:42:AB:CD', company_id: 1, tag_ids: [0] }),
    ).toEqual({
      serial: 'Serial must be 4 to 32 letters, digits or hyphens',
      mac: 'MAC must be six hex pairs, such as 00:1E:42:AB:CD:EF',
      tag_ids: 'Tags must be tag ids',
    });
    // Mixed separators are not a MAC.
    expect(
      issues(AddDeviceSchema, { serial: '1234', mac: '00:1E-42:AB:CD:EF', company_id: 1 }),
    ).toHaveProperty('mac');
  });
});

describe('DeviceImportLineSchema', () => {
  it('reads optional company and ;-separated tags from CSV text', () => {
    expect(
      v.parse(DeviceImportLineSchema, {
        serial: '1234',
        mac: '00:1E:42:AB:CD:EF',
        company_id: ' ',
        tags: 'a; b;;a',
      }),
    ).toEqual({
      serial: '1234',
      mac: '00:1E:42:AB:CD:EF',
      name: undefined,
      company_id: undefined,
      tags: ['a', 'b'],
    });
    expect(
      issues(DeviceImportLineSchema, { serial: '1234', mac: '00:1E:42:AB:CD:EF', company_id: 'x' }),
    ).toEqual({
      company_id: 'Company must be a company id',
    });
  });

  it('normalizeMac keeps a MAC already in the stored form', () => {
    expect(normalizeMac('00:1E:42:AB:CD:EF')).toBe('00:1E:42:AB:CD:EF');
  });
});
