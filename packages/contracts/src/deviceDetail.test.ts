import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RenameDeviceSchema,
  SetDeviceLocationSchema,
  SetDeviceMonitoringSchema,
  SetDeviceTagsSchema,
} from './deviceDetail.js';
import { DeviceEventListQuerySchema } from './deviceEvent.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('device page writes', () => {
  it('renames to a trimmed name of 1 to 255 characters', () => {
    expect(v.parse(RenameDeviceSchema, { name: '  Depot gate  ' })).toEqual({ name: 'Depot gate' });
    expect(messages(RenameDeviceSchema, {})).toEqual(['Name is required']);
    expect(messages(RenameDeviceSchema, { name: '   ' })).toEqual(['Name is required']);
    expect(messages(RenameDeviceSchema, { name: 'x'.repeat(256) })).toEqual([
      'Name must be at most 255 characters',
    ]);
  });

  it('sets tags by id, repeats once', () => {
    expect(v.parse(SetDeviceTagsSchema, { tag_ids: [3, 3, 5] })).toEqual({ tag_ids: [3, 5] });
    expect(v.parse(SetDeviceTagsSchema, { tag_ids: [] })).toEqual({ tag_ids: [] });
    expect(messages(SetDeviceTagsSchema, { tag_ids: [0] })).toEqual(['Tags must be tag ids']);
  });

  it('takes a position within −90..90 and −180..180', () => {
    expect(v.parse(SetDeviceLocationSchema, { latitude: -90, longitude: 180 })).toEqual({
      latitude: -90,
      longitude: 180,
    });
    expect(messages(SetDeviceLocationSchema, { latitude: 90.5, longitude: -181 })).toEqual([
      'Latitude must be between -90 and 90',
      'Longitude must be between -180 and 180',
    ]);
  });

  it('takes each monitoring type at most once', () => {
    const dynamic = { config_id: 0, interval_s: 600, enabled: true };
    expect(v.parse(SetDeviceMonitoringSchema, { parameters: [dynamic] })).toEqual({ parameters: [dynamic] });
    expect(
      messages(SetDeviceMonitoringSchema, { parameters: [dynamic, { ...dynamic, interval_s: 60 }] }),
    ).toEqual(['Each config_id may appear once']);
    expect(messages(SetDeviceMonitoringSchema, { parameters: [{ ...dynamic, interval_s: 59 }] })).toEqual([
      'The interval must be at least 60 seconds',
    ]);
  });
});

describe('DeviceEventListQuerySchema', () => {
  it('defaults the limit to 50 and splits the kinds', () => {
    expect(v.parse(DeviceEventListQuerySchema, { kind: 'renamed, tags,renamed' })).toEqual({
      limit: 50,
      kind: ['renamed', 'tags'],
    });
  });

  it('refuses a limit beyond 200, an odd kind and from after to', () => {
    expect(messages(DeviceEventListQuerySchema, { limit: '201' })).toEqual(['limit must be at most 200']);
    expect(messages(DeviceEventListQuerySchema, { kind: 'Renamed' })).toEqual([
      'kind must be lower-case words',
    ]);
    expect(
      messages(DeviceEventListQuerySchema, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }),
    ).toEqual(['from must not be after to']);
    expect(messages(DeviceEventListQuerySchema, { from: 'yesterday' })).toEqual(['from must be a date']);
  });
});
