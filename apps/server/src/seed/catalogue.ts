/**
 * The demo fleet's device catalogue: Teltonika-style models, the order codes devices report as
 * their `model`, and firmware versions in the vendor frame `PREFIX_R_00.07.06.3`.
 *
 * Kept in this one file because `@netfleet/device-capabilities` will own the model families
 * and firmware parsing; the seed then takes its catalogue from there.
 */
export interface CatalogueModel {
  /** Family model as sold, e.g. `RUTX11`. Stored as `original_model`. */
  model: string;
  /** Order codes the device reports as `model` (hardware variants of the family). */
  orderCodes: readonly string[];
  /** Firmware prefix of the family, e.g. `RUTX` in `RUTX_R_00.07.06.3`. */
  firmwarePrefix: string;
  /** Firmware versions seen in the field, oldest first. */
  firmwareVersions: readonly string[];
  /** Whether the family has an embedded SIM (eSIM) variant. */
  esim: boolean;
  /** Relative share in the demo fleet. */
  weight: number;
}

const RUTOS_07 = ['00.07.02.7', '00.07.04.5', '00.07.05.4', '00.07.06.3'] as const;

/** The models of the demo fleet. */
export const DEVICE_CATALOGUE: readonly CatalogueModel[] = [
  {
    model: 'RUT241',
    orderCodes: ['RUT241000000', 'RUT2410100A0', 'RUT241010000'],
    firmwarePrefix: 'RUT2M',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 14,
  },
  {
    model: 'RUT955',
    orderCodes: ['RUT955T03300', 'RUT955H03300', 'RUT955F03200'],
    firmwarePrefix: 'RUT9',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 10,
  },
  {
    model: 'RUT956',
    orderCodes: ['RUT956000000', 'RUT9560100B0'],
    firmwarePrefix: 'RUT9M',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 6,
  },
  {
    model: 'RUTX11',
    orderCodes: ['RUTX1100XXXX', 'RUTX11000000', 'RUTX110020B0'],
    firmwarePrefix: 'RUTX',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 12,
  },
  {
    model: 'RUTX12',
    orderCodes: ['RUTX1200XXXX', 'RUTX12000000'],
    firmwarePrefix: 'RUTX',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 8,
  },
  {
    model: 'RUTM50',
    orderCodes: ['RUTM50000000', 'RUTM500000A0'],
    firmwarePrefix: 'RUTM',
    firmwareVersions: ['00.07.04.5', '00.07.05.4', '00.07.06.3'],
    esim: true,
    weight: 8,
  },
  {
    model: 'RUT360',
    orderCodes: ['RUT360000000', 'RUT3600100A0'],
    firmwarePrefix: 'RUT36X',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 8,
  },
  {
    model: 'TRB140',
    orderCodes: ['TRB140003000', 'TRB1400030A0'],
    firmwarePrefix: 'TRB1',
    firmwareVersions: RUTOS_07,
    esim: false,
    weight: 9,
  },
  {
    model: 'TRB500',
    orderCodes: ['TRB500000000', 'TRB5000000A0'],
    firmwarePrefix: 'TRB5',
    firmwareVersions: ['00.07.04.5', '00.07.05.4', '00.07.06.3'],
    esim: false,
    weight: 5,
  },
  {
    model: 'TSW202',
    orderCodes: ['TSW202000000', 'TSW2020000A0'],
    firmwarePrefix: 'TSW2',
    firmwareVersions: ['00.01.03.1', '00.01.04.2'],
    esim: false,
    weight: 5,
  },
  {
    model: 'TAP200',
    orderCodes: ['TAP200000000'],
    firmwarePrefix: 'TAP200',
    firmwareVersions: ['00.07.05.4', '00.07.06.3'],
    esim: false,
    weight: 5,
  },
  {
    model: 'OTD140',
    orderCodes: ['OTD140000000', 'OTD1400100A0'],
    firmwarePrefix: 'OTD1',
    firmwareVersions: ['00.07.04.5', '00.07.06.3'],
    esim: false,
    weight: 4,
  },
  {
    model: 'ATRM50',
    orderCodes: ['ATRM50000000'],
    firmwarePrefix: 'ATRM',
    firmwareVersions: ['00.07.05.4', '00.07.06.3'],
    esim: true,
    weight: 3,
  },
  {
    model: 'RUTC50',
    orderCodes: ['RUTC50000000', 'RUTC500000A0'],
    firmwarePrefix: 'RUTC',
    firmwareVersions: ['00.07.05.4', '00.07.06.3'],
    esim: true,
    weight: 3,
  },
];

/** The firmware string a device of `model` reports for `version`: `RUTX_R_00.07.06.3`. */
export function firmwareString(model: CatalogueModel, version: string): string {
  return `${model.firmwarePrefix}_R_${version}`;
}
