const OCTET = /^(0|[1-9]\d{0,2})$/;

/**
 * True for an IPv4 address of four dotted decimal octets, each 0 to 255. A leading zero
 * (`010`) is refused: some parsers read it as octal, so `010.0.0.1` would mean 8.0.0.1.
 *
 * @example
 * isIPv4('192.168.1.1'); // true
 * isIPv4('192.168.1.256'); // false
 */
export function isIPv4(value: string): boolean {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((octet) => OCTET.test(octet) && Number(octet) <= 255);
}
