/** A browser and a system read from a `User-Agent`, in words ("Firefox 128", "Windows"). */
interface UserAgentDescription {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/HeadlessChrome\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];

const SYSTEMS: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/Windows NT/, 'Windows'],
  [/Android (\d+)/, (match) => `Android ${match[1]}`],
  [/(?:iPhone|iPad|iPod).*? OS (\d+)/, (match) => `iOS ${match[1]}`],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser (with its major version) and the system of a `User-Agent` header, for the
 * sessions table; `null` for what it does not name.
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/126.0.0.0 Safari/537.36');
 * // { browser: 'Chrome 126', os: 'Windows' }
 */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentDescription {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = userAgent.match(pattern);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const [pattern, name] of SYSTEMS) {
    const match = userAgent.match(pattern);
    if (match) {
      os = typeof name === 'string' ? name : name(match);
      break;
    }
  }
  return { browser, os };
}
