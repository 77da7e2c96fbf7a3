import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BulkRequestSchema } from './bulk.js';

const sources = (input: unknown) => {
  const result = v.safeParse(BulkRequestSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.path?.map((item) => item.key).join('.'));
};

describe('BulkRequestSchema', () => {
  it('takes an action with a device_id list (duplicates dropped) and its options', () => {
    expect(
      v.parse(BulkRequestSchema, { action: 'add_tags', device_id: [3, '5', 3], options: { tag_ids: ['8'] } }),
    ).toEqual({
      action: 'add_tags',
      device_id: [3, 5],
      filter: null,
      options: { tag_ids: [8] },
    });
  });

  it('takes a data list of device_id entries merged with the options (spec forms §7)', () => {
    expect(
      v.parse(BulkRequestSchema, {
        action: 'move',
        data: [
          { device_id: 4, company_id: 9 },
          { device_id: 6, company_id: 9 },
        ],
      }),
    ).toEqual({ action: 'move', device_id: [4, 6], filter: null, options: { company_id: 9 } });
    // One job, one set of options: an entry with others is refused, not run with the first's.
    const mixed = v.safeParse(BulkRequestSchema, {
      action: 'add_tags',
      data: [
        { device_id: 4, tag_ids: [1] },
        { device_id: 6, tag_ids: [1] },
        { device_id: 8, tag_ids: [2] },
      ],
    });
    expect(mixed.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      [
        'data.2',
        'Every entry of data must carry the options of the first; start one action per set of options',
      ],
    ]);
  });

  it('takes a filter of the list, its values as query text', () => {
    expect(
      v.parse(BulkRequestSchema, {
        action: 'reboot',
        filter: { model: ['RUT955', 'RUTX11'], status: 1, subsidiaries: true },
      }),
    ).toEqual({
      action: 'reboot',
      device_id: null,
      filter: { model: 'RUT955,RUTX11', status: '1', subsidiaries: 'true' },
      options: {},
    });
  });

  it('needs exactly one selection and the options of the action', () => {
    expect(sources({ action: 'reboot' })).toEqual(['device_id']);
    expect(sources({ action: 'reboot', device_id: [1], filter: {} })).toEqual(['device_id']);
    expect(sources({ action: 'add_tags', device_id: [1] })).toEqual(['options.tag_ids']);
    expect(sources({ action: 'remove_tags', device_id: [1], options: { tag_ids: [] } })).toEqual([
      'options.tag_ids',
    ]);
    expect(sources({ action: 'move', device_id: [1], options: { company_id: 'x' } })).toEqual([
      'options.company_id',
    ]);
    expect(sources({ action: 'firmware_update', device_id: [1], options: { firmware: '  ' } })).toEqual([
      'options.firmware',
    ]);
    expect(sources({ action: 'assign_credits', device_id: [1] })).toEqual(['options.credit_type_id']);
    expect(sources({ action: 'wipe', device_id: [1] })).toEqual(['action']);
    expect(sources({ action: 'reboot', device_id: [0] })).toEqual(['device_id.0']);
  });

  it('takes the eSIM actions with an activation code or an ICCID, and a port scan without options', () => {
    expect(v.parse(BulkRequestSchema, { action: 'port_scan', device_id: [2] }).options).toEqual({});
    expect(
      v.parse(BulkRequestSchema, {
        action: 'esim_download',
        device_id: [2],
        options: { activation_code: ' LPA:1$smdp.example.com$04ZK-9Y3H-PQ ' },
      }).options,
    ).toEqual({ activation_code: 'LPA:1$smdp.example.com$04ZK-9Y3H-PQ' });
    expect(sources({ action: 'esim_download', device_id: [2] })).toEqual(['options.activation_code']);
    expect(
      sources({ action: 'esim_download', device_id: [2], options: { activation_code: 'smdp.example.com' } }),
    ).toEqual(['options.activation_code']);
    expect(
      v.parse(BulkRequestSchema, {
        action: 'esim_enable',
        device_id: [2],
        options: { iccid: '8937204016161234567' },
      }).options,
    ).toEqual({ iccid: '8937204016161234567' });
    expect(sources({ action: 'esim_delete', device_id: [2], options: { iccid: '12' } })).toEqual([
      'options.iccid',
    ]);
    expect(sources({ action: 'esim_enable', device_id: [2] })).toEqual(['options.iccid']);
  });
});
