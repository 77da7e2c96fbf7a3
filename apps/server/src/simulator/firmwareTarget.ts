import { parseFirmware } from '@netfleet/device-capabilities';

/**
 * The firmware string a firmware-update command asks for: `params.firmware` as a full string
 * (`RUT9_R_00.07.08`), or a version (`7.8`, `07.08.1`) completed with the device's own build
 * family. Null when the command names neither.
 */
export function firmwareTarget(current: string, params: Record<string, unknown>): string | null {
  const asked = params.firmware ?? params.version;
  if (typeof asked !== 'string' || asked.trim() === '') return null;
  const text = asked.trim();
  if (parseFirmware(text) !== null) return text.toUpperCase();
  const version = /^v?(\d{1,2})\.(\d{1,2})(?:\.(\d{1,3}))?$/i.exec(text);
  const prefix = parseFirmware(current)?.prefix;
  if (version === null || prefix === undefined) return null;
  const [, major = '0', minor = '0', patch] = version;
  const two = (part: string) => String(Number(part)).padStart(2, '0');
  return `${prefix}_R_00.${two(major)}.${two(minor)}${patch === undefined ? '' : `.${Number(patch)}`}`;
}
