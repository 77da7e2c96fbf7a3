import { type DeviceKind, FAMILY_KIND, familyOf, type ModelFamily } from '../modelFamilies.js';

/**
 * Hardware facts of one model. Every fact is cited in the package README by the
 * `source` key below (a vendor GPL SDK device file or a vendor datasheet).
 */
export interface ModelFacts {
  /** Model name as the vendor writes it (`RUTX11`). Order codes start with it. */
  readonly model: string;
  readonly family: ModelFamily;
  /** Product series (`RUTX`, `RUT9`, `TRB1`); the brand config renames series. */
  readonly series: string;
  readonly kind: DeviceKind;
  /** Ethernet ports, RJ45 and SFP together (switches count their SFP cages). */
  readonly ports: number;
  /** Physical SIM slots; 0 without a modem. */
  readonly sims: number;
  readonly wifi: boolean;
  readonly gps: boolean;
  readonly mobile: boolean;
  /** Digital/analog inputs or outputs the device reports. */
  readonly io: boolean;
  /** A second cellular modem (dual-modem models). */
  readonly secondModem: boolean;
  /**
   * Sold with an embedded eSIM (consumer SGP.22, by order code): the SDK's `HARDWARE/Mobile/eSIM`
   * line. Whether one device has it is its own report (`esim`); see `has_esim`.
   */
  readonly esim: boolean;
  /** False for unmanaged switches: no firmware, never connect to the console. */
  readonly managed: boolean;
  /** The firmware build family its images are named after (`RUT9M`, `TRB1`). */
  readonly firmwarePrefix: string | null;
  /** A realistic current firmware string, for seeding fleets. */
  readonly firmware: string | null;
  /** A standard order code as the device reports it in `original_model`. */
  readonly orderCode: string;
  /** Key of {@link SOURCES}: where the row's facts come from. */
  readonly source: SourceKey;
  /** Where each hardware fact comes from: the row's source unless a fact was taken elsewhere. */
  readonly sources: Readonly<Record<ModelFact, SourceKey>>;
}

/** The hardware facts of {@link ModelFacts} that carry a source each. */
export const MODEL_FACTS = ['ports', 'sims', 'wifi', 'gps', 'mobile', 'io', 'secondModem', 'esim'] as const;

/** One of {@link MODEL_FACTS}. */
export type ModelFact = (typeof MODEL_FACTS)[number];

const SDK956 = 'wirelane/teltonika-gpl-sdk-rut956: target/linux/ramips/image/';
const SDKX = 'wirelane/teltonika-gpl-sdk-rutx09: target/linux/ipq40xx/image/devices/';
const DS = 'raycomdistribution2015-lang/Netmark-Datasheet-Knowledge: Teltonika/';
const SDK950 = 'wirelane/teltonika-gpl-sdk-rut950: target/linux/ath79/image/';

/** Where the facts come from: public GitHub paths found with the search tool. */
export const SOURCES = {
  sdkRutx: `${SDKX}rutxxx_family.mk`,
  sdkRut1: `${SDK956}devices/rut1xx_family.mk`,
  sdkRut2: `${SDK956}devices/rut2xx_family.mk`,
  sdkRut3: `${SDK956}devices/rut3xx_family.mk`,
  sdkRut9: `${SDK956}devices/rut9xx_family.mk`,
  sdkRutm: `${SDK956}devices/rutmxx_family.mk`,
  sdkTrb2: `${SDK956}devices/trb2xx_family.mk`,
  sdkTap1: `${SDK956}devices/tap1xx_family.mk`,
  sdkTap2: `${SDK956}devices/tap2xx_family.mk`,
  sdkAtrm: `${SDK956}devices/atrmxx_family.mk`,
  sdkOtd1: `${SDK956}devices/otd1xx_family.mk`,
  sdkOtd16: `${SDK956}devices/otd16x_family.mk`,
  sdkOtd5: `${SDK956}devices/otd5xx_family.mk`,
  sdkDap1: `${SDK956}devices/dap1xx_family.mk`,
  dsRut240: `${DS}Router/Teltonika-RUT240-datasheet-2.md`,
  dsRut300: `${DS}Router/rut300-datasheet.md`,
  dsRut360: `${DS}Router/rut360-datasheet.md`,
  dsRut950: `${DS}Router/rut950-datasheet.md`,
  dsRut955: `${DS}Router/rut955-datasheet-v13-2.md`,
  dsRutm50: `${DS}Router/rutm50-datasheet.md`,
  dsRutc50: `${DS}Router/rutc50-datasheet-v123.md`,
  dsTcr100: `${DS}Router/tcr100-datasheet.md`,
  dsTrb140: `${DS}Gateway/trb140-datasheet.md`,
  dsTrb141: `${DS}Gateway/trb141-datasheet.md`,
  dsTrb142: `${DS}Gateway/trb142-2023.md`,
  dsTrb143: `${DS}Gateway/trb143-datasheet.md`,
  dsTrb145: `${DS}Gateway/trb145-datasheet-v10.md`,
  dsTrb160: `${DS}Gateway/trb160-datasheet-v12.md`,
  dsTrb245: `${DS}Gateway/trb245-datasheet.md`,
  dsTrb255: `${DS}Gateway/trb255-datasheet.md`,
  dsTrb500: `${DS}Gateway/trb500-datasheet.md`,
  dsTrb501: `${DS}Gateway/trb501-datasheet-v1.md`,
  dsTsw100: `${DS}Switch/tsw100-datasheet.md`,
  dsTsw101: `${DS}Switch/tsw101-datasheet.md`,
  dsTsw110: `${DS}Switch/tsw110-datasheet.md`,
  dsTsw114: `${DS}Switch/tsw114-datasheet.md`,
  dsTsw200: `${DS}Switch/tsw200-datasheet.md`,
  dsTsw202: `${DS}Switch/tsw202-datasheet.md`,
  dsTsw210: `${DS}Switch/tsw210-datasheet.md`,
  dsTsw212: `${DS}Switch/tsw212-datasheet.md`,
  dsTsw304: `${DS}Switch/tsw304-datasheet.md`,
  dsSwm280: `${DS}Switch/swm280-datasheet-v102.md`,
  dsSwm281: `${DS}Switch/swm281-datasheet-v102.md`,
  dsSwm282: `${DS}Switch/swm282-datasheet-v102.md`,
  dsTsw010: `${DS}Switch/tsw010-datasheet.md`,
  dsTsw030: `${DS}Switch/tsw030-datasheet-v11.md`,
  dsTsw040: `${DS}Switch/tsw040-datasheet-v11.md`,
  sdkRut952: `${SDK950}74kc.mk (Device/teltonika_rut952: Wi-Fi ath9k, MeiG modem)`,
  familyDefault: 'family default: what every model of the series in this table has',
} as const;

/** A key of {@link SOURCES}. */
export type SourceKey = keyof typeof SOURCES;

type Flag = 'wifi' | 'gps' | 'mobile' | 'io' | 'modem2' | 'esim' | 'unmanaged';

/**
 * One row: model, ports, SIM slots, flags, firmware prefix, current firmware, order
 * code, source, and the facts taken from elsewhere. Family, series and kind follow from the name.
 */
function row(
  model: string,
  ports: number,
  sims: number,
  flags: string,
  firmwarePrefix: string | null,
  firmware: string | null,
  orderCode: string,
  source: SourceKey,
  elsewhere: Partial<Record<ModelFact, SourceKey>> = {},
): ModelFacts {
  const set = new Set(flags.split(' ').filter(Boolean) as Flag[]);
  const family = familyOf(model) as ModelFamily;
  const next = model.charAt(family.length);
  return {
    model,
    family,
    series: family === 'ATRM' ? family : family + next,
    kind: FAMILY_KIND[family],
    ports,
    sims,
    wifi: set.has('wifi'),
    gps: set.has('gps'),
    mobile: set.has('mobile'),
    io: set.has('io'),
    secondModem: set.has('modem2'),
    esim: set.has('esim'),
    managed: !set.has('unmanaged'),
    firmwarePrefix,
    firmware,
    orderCode,
    source,
    sources: Object.freeze({
      ...(Object.fromEntries(MODEL_FACTS.map((fact) => [fact, source])) as Record<ModelFact, SourceKey>),
      ...elsewhere,
    }),
  };
}

/**
 * The model table. Ports count RJ45 plus SFP; SIMs count physical slots (an eSIM is
 * reported by the device itself through `esim`). Where a datasheet and the SDK's
 * feature list disagree the datasheet wins (see README "Deviations").
 */
export const MODELS: readonly ModelFacts[] = [
  // RUT1: Wi-Fi routers without a modem.
  row('RUT140', 2, 0, 'wifi', 'RUT14X', 'RUT14X_R_00.07.19', 'RUT140000000', 'sdkRut1'),
  row('RUT142', 2, 0, 'wifi', 'RUT14X', 'RUT14X_R_00.07.19', 'RUT142000000', 'sdkRut1'),
  row('RUT145', 2, 0, 'wifi', 'RUT14X', 'RUT14X_R_00.07.19', 'RUT145000000', 'sdkRut1'),
  // RUT2: compact LTE/5G routers.
  row('RUT200', 2, 1, 'wifi mobile io esim', 'RUT2M', 'RUT2M_R_00.07.19.1', 'RUT200000000', 'sdkRut2'),
  row('RUT202', 2, 2, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT202000000', 'sdkRut2'),
  row('RUT204', 2, 2, 'wifi gps mobile esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT204000000', 'sdkRut2'),
  row('RUT206', 2, 2, 'wifi mobile', 'RUTE', 'RUTE_R_00.07.19', 'RUT206000000', 'sdkRut2'),
  row('RUT230', 2, 1, 'wifi mobile io', 'RUT2XX', 'RUT2XX_R_00.07.06.3', 'RUT230010000', 'dsRut240'),
  row('RUT240', 2, 1, 'wifi mobile io', 'RUT2XX', 'RUT2XX_R_00.07.06.3', 'RUT240000000', 'dsRut240'),
  row('RUT241', 2, 1, 'wifi mobile io esim', 'RUT2M', 'RUT2M_R_00.07.19.1', 'RUT241000000', 'sdkRut2'),
  row('RUT260', 2, 1, 'wifi mobile io esim', 'RUT2M', 'RUT2M_R_00.07.19.1', 'RUT260000000', 'sdkRut2'),
  // RUT261: one SIM holder; its second SIM is the eSIM.
  row('RUT261', 2, 1, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.21', 'RUT261000000', 'sdkRut2'),
  row('RUT271', 2, 1, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT271000000', 'sdkRut2'),
  row('RUT276', 2, 2, 'wifi mobile', 'RUTE', 'RUTE_R_00.07.19', 'RUT276000000', 'sdkRut2'),
  row('RUT281', 2, 1, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT281000000', 'sdkRut2'),
  row('RUT286', 2, 2, 'wifi mobile esim', 'RUTE', 'RUTE_R_00.07.20.2', 'RUT286000000', 'sdkRut2'),
  // RUT3: wired RUT300/RUT301, LTE RUT360/RUT361.
  row('RUT300', 5, 0, 'io', 'RUT30X', 'RUT30X_R_00.07.19', 'RUT300000000', 'dsRut300'),
  row('RUT301', 5, 0, 'io', 'RUT301', 'RUT301_R_00.07.19', 'RUT301000000', 'sdkRut3'),
  row('RUT360', 2, 1, 'wifi mobile io', 'RUT36X', 'RUT36X_R_00.07.19', 'RUT360000000', 'dsRut360'),
  row('RUT361', 2, 1, 'wifi mobile io', 'RUT361', 'RUT361_R_00.07.19', 'RUT361000000', 'sdkRut3'),
  // RUT9: four-port dual-SIM routers.
  row('RUT901', 4, 2, 'wifi mobile io esim', 'RUT9M', 'RUT9M_R_00.07.19.2', 'RUT901000000', 'sdkRut9'),
  row('RUT906', 4, 2, 'wifi gps mobile io esim', 'RUT9M', 'RUT9M_R_00.07.19.2', 'RUT906000000', 'sdkRut9'),
  row('RUT950', 4, 2, 'wifi mobile io', 'RUT9', 'RUT9_R_00.07.06.20', 'RUT950U02000', 'dsRut950'),
  row('RUT951', 4, 2, 'wifi mobile io esim', 'RUT9M', 'RUT9M_R_00.07.19.2', 'RUT951000000', 'sdkRut9'),
  // RUT952: an ath79 board of its own build; the SDK names its radio and modem, the rest is the RUT9 series'.
  row('RUT952', 4, 2, 'wifi mobile io', 'RUT952', 'RUT952_R_00.07.06.20', 'RUT952000000', 'sdkRut952', {
    ports: 'familyDefault',
    sims: 'familyDefault',
    gps: 'familyDefault',
    io: 'familyDefault',
    secondModem: 'familyDefault',
    esim: 'familyDefault',
  }),
  row('RUT955', 4, 2, 'wifi gps mobile io', 'RUT9', 'RUT9_R_00.07.06.20', 'RUT9550T0000', 'dsRut955'),
  row('RUT956', 4, 2, 'wifi gps mobile io esim', 'RUT9M', 'RUT9M_R_00.07.19.2', 'RUT956000000', 'sdkRut9'),
  row('RUT971', 4, 2, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT971000000', 'sdkRut9'),
  row('RUT976', 4, 2, 'wifi gps mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT976000000', 'sdkRut9'),
  row('RUT981', 4, 2, 'wifi mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT981000000', 'sdkRut9'),
  row('RUT986', 4, 2, 'wifi gps mobile io esim', 'RUTE', 'RUTE_R_00.07.19', 'RUT986000000', 'sdkRut9'),
  // RUTX: gigabit routers on one firmware line.
  row('RUTX08', 4, 0, 'io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX08000000', 'sdkRutx'),
  row('RUTX09', 4, 2, 'gps mobile io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX09000000', 'sdkRutx'),
  row('RUTX10', 4, 0, 'wifi io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX10000000', 'sdkRutx'),
  row('RUTX11', 4, 2, 'wifi gps mobile io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX110000XX', 'sdkRutx'),
  row('RUTX12', 5, 2, 'wifi gps mobile io modem2', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX12000000', 'sdkRutx'),
  row('RUTX14', 5, 2, 'wifi gps mobile io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX14000000', 'sdkRutx'),
  row('RUTX50', 5, 2, 'wifi gps mobile io', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTX50000000', 'sdkRutx'),
  row('RUTXR1', 5, 2, 'wifi mobile', 'RUTX', 'RUTX_R_00.07.19.1', 'RUTXR1000000', 'sdkRutx'),
  // RUTM: MediaTek gigabit routers.
  row('RUTM08', 4, 0, 'io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM08000000', 'sdkRutm'),
  row('RUTM09', 4, 2, 'gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM09000000', 'sdkRutm'),
  row('RUTM10', 4, 0, 'wifi io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM10000000', 'sdkRutm'),
  row('RUTM11', 4, 2, 'wifi gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM11000000', 'sdkRutm'),
  row('RUTM12', 5, 2, 'wifi gps mobile io modem2', 'RUTM', 'RUTM_R_00.07.19', 'RUTM12000000', 'sdkRutm'),
  row('RUTM16', 5, 2, 'wifi gps mobile io esim', 'RUTM', 'RUTM_R_00.07.19.2', 'RUTM16000000', 'sdkRutm'),
  // RUTM20/30/31: two-port 5G routers; RUTM20 (PoE out) lists no I/O.
  row('RUTM20', 2, 2, 'wifi mobile esim', 'RUTM', 'RUTM_R_00.07.19', 'RUTM20000000', 'sdkRutm'),
  row('RUTM30', 2, 2, 'wifi mobile io esim', 'RUTM', 'RUTM_R_00.07.19', 'RUTM30000000', 'sdkRutm'),
  row('RUTM31', 2, 2, 'wifi mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM31000000', 'sdkRutm'),
  row('RUTM50', 5, 2, 'wifi gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM50000000', 'dsRutm50'),
  row('RUTM51', 5, 2, 'wifi gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM51000000', 'sdkRutm'),
  row('RUTM52', 5, 2, 'wifi gps mobile io modem2 esim', 'RUTM', 'RUTM_R_00.07.19', 'RUTM52000000', 'sdkRutm'),
  row('RUTM54', 5, 2, 'wifi gps mobile io esim', 'RUTM', 'RUTM_R_00.07.19', 'RUTM54000000', 'sdkRutm'),
  row('RUTM55', 4, 2, 'wifi gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM55000000', 'sdkRutm'),
  row('RUTM56', 5, 4, 'wifi gps mobile io modem2 esim', 'RUTM', 'RUTM_R_00.07.19', 'RUTM56000000', 'sdkRutm'),
  row('RUTM59', 5, 2, 'gps mobile io', 'RUTM', 'RUTM_R_00.07.19', 'RUTM59000000', 'sdkRutm'),
  // RUTC: 5G Wi-Fi 6 router on its own firmware line.
  row('RUTC50', 5, 2, 'wifi gps mobile io', 'RUTC', 'RUTC_R_00.07.08.2', 'RUTC50200000', 'dsRutc50'),
  // TRB1: single-SIM LTE gateways, several without Ethernet.
  row('TRB140', 1, 1, 'mobile io', 'TRB1', 'TRB1_R_00.07.19', 'TRB140003000', 'dsTrb140'),
  row('TRB141', 0, 1, 'mobile io', 'TRB1', 'TRB1_R_00.07.19', 'TRB141003000', 'dsTrb141'),
  row('TRB142', 0, 1, 'mobile io', 'TRB1', 'TRB1_R_00.07.19', 'TRB142003000', 'dsTrb142'),
  row('TRB143', 1, 1, 'mobile io', 'TRB1', 'TRB1_R_00.07.19', 'TRB143000000', 'dsTrb143'),
  row('TRB145', 0, 1, 'mobile io', 'TRB1', 'TRB1_R_00.07.19', 'TRB145003000', 'dsTrb145'),
  row('TRB160', 1, 1, 'mobile io', 'TRB16', 'TRB16_R_00.07.19', 'TRB160100000', 'dsTrb160'),
  // TRB2: dual-SIM gateways with serial ports; GNSS on all but TRB236.
  row('TRB236', 1, 2, 'mobile io', 'TRB2M', 'TRB2M_R_00.07.21.1', 'TRB236000000', 'sdkTrb2'),
  row('TRB245', 1, 2, 'gps mobile io', 'TRB2', 'TRB2_R_00.07.19', 'TRB245000000', 'dsTrb245'),
  row('TRB246', 1, 2, 'gps mobile io', 'TRB2M', 'TRB2M_R_00.07.19', 'TRB246000000', 'sdkTrb2'),
  row('TRB247', 1, 2, 'gps mobile io', 'TRB2M', 'TRB2M_R_00.07.19', 'TRB247000000', 'sdkTrb2'),
  row('TRB255', 1, 2, 'gps mobile io', 'TRB2', 'TRB2_R_00.07.19', 'TRB255000000', 'dsTrb255'),
  row('TRB256', 1, 2, 'gps mobile io', 'TRB2M', 'TRB2M_R_00.07.19', 'TRB256000000', 'sdkTrb2'),
  // TRB5: 5G gateways.
  row('TRB500', 1, 1, 'mobile io', 'TRB5', 'TRB5_R_00.07.19', 'TRB500000000', 'dsTrb500'),
  row('TRB501', 1, 1, 'mobile io', 'TRB5', 'TRB5_R_00.07.19', 'TRB501100000', 'dsTrb501'),
  // TSW: switches; only TSW202 and TSW212 are managed (TSWOS). TSW0: compact 5/8-port ones.
  row('TSW010', 5, 0, 'unmanaged', null, null, 'TSW010000000', 'dsTsw010'),
  row('TSW030', 8, 0, 'unmanaged', null, null, 'TSW030000000', 'dsTsw030'),
  row('TSW040', 8, 0, 'unmanaged', null, null, 'TSW040000000', 'dsTsw040'),
  row('TSW100', 5, 0, 'unmanaged', null, null, 'TSW100000000', 'dsTsw100'),
  row('TSW101', 5, 0, 'unmanaged', null, null, 'TSW101000000', 'dsTsw101'),
  row('TSW110', 5, 0, 'unmanaged', null, null, 'TSW110000000', 'dsTsw110'),
  row('TSW114', 5, 0, 'unmanaged', null, null, 'TSW114000000', 'dsTsw114'),
  row('TSW200', 10, 0, 'unmanaged', null, null, 'TSW200000000', 'dsTsw200'),
  row('TSW202', 10, 0, '', 'TSW2', 'TSW2_R_00.01.06.1', 'TSW202000000', 'dsTsw202'),
  row('TSW210', 10, 0, 'unmanaged', null, null, 'TSW210000000', 'dsTsw210'),
  row('TSW212', 10, 0, '', 'TSW2', 'TSW2_R_00.01.06.1', 'TSW212000000', 'dsTsw212'),
  row('TSW304', 4, 0, 'unmanaged', null, null, 'TSW304000000', 'dsTsw304'),
  // SWM: 24 + 4 SFP managed switches, the 28-port top of the range.
  row('SWM280', 28, 0, '', 'SWM2', 'SWM2_R_00.01.02', 'SWM280000000', 'dsSwm280'),
  // SWM281 and SWM282 (PoE+ on ports 1–24): the same 24 + 4 SFP rack switch on TSWOS.
  row('SWM281', 28, 0, '', 'SWM2', 'SWM2_R_00.01.02', 'SWM281000000', 'dsSwm281'),
  row('SWM282', 28, 0, '', 'SWM2', 'SWM2_R_00.01.02', 'SWM282000000', 'dsSwm282'),
  // TAP and DAP: access points.
  row('TAP100', 1, 0, 'wifi', 'TAP100', 'TAP100_R_00.07.19', 'TAP100000000', 'sdkTap1'),
  row('TAP200', 1, 0, 'wifi', 'TAP200', 'TAP200_R_00.07.19', 'TAP200000000', 'sdkTap2'),
  row('DAP140', 2, 0, 'wifi', 'DAP14X', 'DAP14X_R_00.07.19', 'DAP140000000', 'sdkDap1'),
  row('DAP142', 2, 0, 'wifi', 'DAP14X', 'DAP14X_R_00.07.19', 'DAP142000000', 'sdkDap1'),
  row('DAP145', 2, 0, 'wifi', 'DAP14X', 'DAP14X_R_00.07.19', 'DAP145000000', 'sdkDap1'),
  // ATRM: vehicle 5G router with M12 connectors; I/O is its ignition input.
  row('ATRM50', 4, 2, 'wifi gps mobile io esim', 'ATRM50', 'ATRM50_R_00.07.19', 'ATRM50000000', 'sdkAtrm'),
  // OTD: outdoor routers (PoE in/out).
  row('OTD140', 2, 2, 'mobile', 'OTD140', 'OTD140_R_00.07.19', 'OTD140000000', 'sdkOtd1'),
  row('OTD144', 2, 2, 'wifi mobile', 'RUTE', 'RUTE_R_00.07.19', 'OTD144000000', 'sdkOtd1'),
  row('OTD160', 2, 2, 'wifi mobile', 'OTD16X', 'OTD16X_R_00.07.19', 'OTD160000000', 'sdkOtd16'),
  row('OTD164', 2, 2, 'wifi mobile esim', 'OTD16X', 'OTD16X_R_00.07.19', 'OTD164000000', 'sdkOtd16'),
  row('OTD500', 2, 2, 'mobile esim', 'OTD5', 'OTD5_R_00.07.19', 'OTD500000000', 'sdkOtd5'),
  row('OTD501', 2, 2, 'mobile esim', 'OTD5', 'OTD5_R_00.07.19', 'OTD501000000', 'sdkOtd5'),
  // TCR: home/office Wi-Fi 5 LTE router.
  row('TCR100', 2, 1, 'wifi mobile', 'TCR1', 'TCR1_R_00.07.19', 'TCR100000000', 'dsTcr100'),
];
