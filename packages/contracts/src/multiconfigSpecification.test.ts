import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MulticonfigSpecificationSchema } from './multiconfigSpecification.js';

const SPEC = {
  name: 'RutOS 07.10',
  version: '07.10',
  sections: [
    {
      id: 'lan',
      title: 'LAN',
      fields: [
        { key: 'network.lan.ipaddr', label: 'LAN IP', type: 'ip' },
        {
          key: 'network.lan.proto',
          label: 'Protocol',
          type: 'select',
          options: [{ value: 'dhcp', label: 'DHCP' }],
        },
      ],
    },
  ],
};

const paths = (input: unknown) => {
  const result = v.safeParse(MulticonfigSpecificationSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.path?.map((item) => item.key).join('.'));
};

describe('MulticonfigSpecificationSchema', () => {
  it('accepts a document of sections and fields', () => {
    expect(v.parse(MulticonfigSpecificationSchema, SPEC)).toEqual(SPEC);
  });

  it('points at the failing value', () => {
    const field = SPEC.sections[0]?.fields[1];
    expect(paths({ ...SPEC, version: '7.1' })).toEqual(['version']);
    expect(
      paths({ ...SPEC, sections: [{ ...SPEC.sections[0], fields: [{ ...field, options: undefined }] }] }),
    ).toEqual(['sections.0.fields.0']);
    expect(paths({ ...SPEC, sections: [{ ...SPEC.sections[0], fields: [{ ...field, extra: 1 }] }] })).toEqual(
      ['sections.0.fields.0.extra'],
    );
    expect(paths({ ...SPEC, sections: [{ ...SPEC.sections[0], fields: [field, field] }] })).toEqual([
      'sections.0.fields.1.key',
    ]);
  });
});
