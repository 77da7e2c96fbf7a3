/** The newest public firmware of one build family, and where that comes from. */
export interface FirmwareRelease {
  /** The firmware string as devices report it (`RUTX_R_00.07.20`). */
  readonly firmware: string;
  /** Where the version comes from. */
  readonly source: string;
}

// The GPL SDK mirrors are tagged per release ("SDK RUT9M_R_GPL_00.07.21.1"); one SDK tree builds
// every device of its platform, so its version is the newest release of each of their build
// families. Checked with the fetch tool on the mirrors' newest commits.
const RAMIPS = 'wirelane/teltonika-gpl-sdk-rut956, newest commit "SDK RUT9M_R_GPL_00.07.21.1" (2026-02-26)';
const IPQ40XX = 'wirelane/teltonika-gpl-sdk-rutx09, newest commit "SDK RUTX_R_GPL_00.07.20" (2025-12-16)';
const ATH79 = 'wirelane/teltonika-gpl-sdk-rut950, newest commit "SDK RUT9_R_GPL_00.07.06.21" (2026-04-15)';
const CATALOGUE =
  "the model table's current firmware: no public release list was found for this build family";

const release = (firmware: string, source: string): FirmwareRelease => Object.freeze({ firmware, source });

/**
 * The newest firmware this package knows per build family (the firmware string's prefix).
 * Families without a public release list keep the model table's firmware; a newer release
 * shows up here only when someone adds it with its source.
 */
export const FIRMWARE_RELEASES: Readonly<Record<string, FirmwareRelease>> = Object.freeze({
  RUTX: release('RUTX_R_00.07.20', IPQ40XX),
  RUT9M: release('RUT9M_R_00.07.21.1', RAMIPS),
  RUT2M: release('RUT2M_R_00.07.21.1', RAMIPS),
  RUTE: release('RUTE_R_00.07.21.1', RAMIPS),
  RUT14X: release('RUT14X_R_00.07.21.1', RAMIPS),
  RUT301: release('RUT301_R_00.07.21.1', RAMIPS),
  RUT361: release('RUT361_R_00.07.21.1', RAMIPS),
  RUTM: release('RUTM_R_00.07.21.1', RAMIPS),
  TRB2M: release('TRB2M_R_00.07.21.1', RAMIPS),
  TAP100: release('TAP100_R_00.07.21.1', RAMIPS),
  TAP200: release('TAP200_R_00.07.21.1', RAMIPS),
  DAP14X: release('DAP14X_R_00.07.21.1', RAMIPS),
  ATRM50: release('ATRM50_R_00.07.21.1', RAMIPS),
  OTD140: release('OTD140_R_00.07.21.1', RAMIPS),
  OTD16X: release('OTD16X_R_00.07.21.1', RAMIPS),
  OTD5: release('OTD5_R_00.07.21.1', RAMIPS),
  RUT9: release('RUT9_R_00.07.06.21', ATH79),
  RUT952: release('RUT952_R_00.07.06.21', ATH79),
  RUT2XX: release('RUT2XX_R_00.07.06.3', CATALOGUE),
  RUT30X: release('RUT30X_R_00.07.19', CATALOGUE),
  RUT36X: release('RUT36X_R_00.07.19', CATALOGUE),
  RUTC: release('RUTC_R_00.07.08.2', 'wiki page "RUTC Firmware checksum list"'),
  TRB1: release('TRB1_R_00.07.19', CATALOGUE),
  TRB16: release('TRB16_R_00.07.19', CATALOGUE),
  TRB2: release('TRB2_R_00.07.19', CATALOGUE),
  TRB5: release('TRB5_R_00.07.19', CATALOGUE),
  TSW2: release('TSW2_R_00.01.06.1', CATALOGUE),
  SWM2: release('SWM2_R_00.01.02', CATALOGUE),
  TCR1: release('TCR1_R_00.07.19', CATALOGUE),
});
