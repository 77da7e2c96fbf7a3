import { SemVer } from 'semver';

/** A firmware string taken apart. */
export interface FirmwareInfo {
  /** Build family the image is named after (`RUTX`, `RUT9M`, `TRB1`, `TSW2`). */
  readonly prefix: string;
  /** `R` for a release build, `T` for a test build. */
  readonly branch: 'R' | 'T';
  /** Tags between branch and version (`['DEV']` in `RUTX_T_DEV_00.07.07`). */
  readonly tags: readonly string[];
  /** Two-digit client code; 0 is the standard firmware. */
  readonly clientCode: number;
  /** `MM.mm.patch` without leading zeros and without the client code (`7.6.3`). */
  readonly version: string;
  /** The version as a parsed `semver` object, shared by every caller. */
  readonly semver: SemVer;
  /** True for TSWOS (managed switches: `TSW…`, `SWM…` prefixes). */
  readonly tswos: boolean;
}

/**
 * `PREFIX_BRANCH[_TAG…]_CC.MM.mm[.patch]`. Legacy builds use three-digit minors
 * (`RUT9XX_R_00.03.832`), so the parts after the client code take 1 to 3 digits.
 * Compiled once at load.
 */
const FIRMWARE_PATTERN =
  /^([A-Z0-9]+)_([RT])((?:_[A-Z0-9]+)*)_(\d{2})\.(\d{1,3})\.(\d{1,3})(?:\.(\d{1,3}))?$/;

// Unbounded input (every device reports a string) must not grow memory without
// limit: the cache is dropped whole when it reaches this size.
const CACHE_LIMIT = 4096;
const cache = new Map<string, FirmwareInfo | null>();

function compute(firmware: string): FirmwareInfo | null {
  const match = FIRMWARE_PATTERN.exec(firmware.trim().toUpperCase());
  if (match === null) return null;
  const [, prefix = '', branch = 'R', tagPart = '', client = '0', major = '0', minor = '0', patch = '0'] =
    match;
  const version = `${Number(major)}.${Number(minor)}.${Number(patch)}`;
  // The pattern admits only digits, so the version is always valid semver.
  const semver = new SemVer(version);
  return Object.freeze({
    prefix,
    branch: branch as 'R' | 'T',
    tags: Object.freeze(tagPart === '' ? [] : tagPart.slice(1).split('_')),
    clientCode: Number(client),
    version,
    semver,
    tswos: prefix.startsWith('TSW') || prefix.startsWith('SWM'),
  });
}

/**
 * Parses a firmware string as devices report it, or returns `null` when it is not
 * one. Results are cached per string, so calling this for a whole fleet parses each
 * distinct firmware once.
 *
 * @example
 * parseFirmware('RUTX_T_DEV_00.07.07')?.tags; // ['DEV']
 */
export function parseFirmware(firmware: string): FirmwareInfo | null {
  const hit = cache.get(firmware);
  if (hit !== undefined) return hit;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const info = compute(firmware);
  cache.set(firmware, info);
  return info;
}

/**
 * The semver of a firmware string: `MM.mm.patch` without leading zeros and without
 * the client code. Throws an `Error` whose message contains "invalid semver" for
 * anything else.
 *
 * @example
 * parseFirmwareVersion('RUTX_R_00.07.06.3'); // '7.6.3'
 * parseFirmwareVersion('RUTX_R_00.07.00');   // '7.0.0'
 * parseFirmwareVersion('x');                 // throws Invalid firmware "x": invalid semver
 */
export function parseFirmwareVersion(firmware: string): string {
  const info = parseFirmware(firmware);
  if (info === null) throw new Error(`Invalid firmware "${firmware}": invalid semver`);
  return info.version;
}
