/** Reads and writes one cookie; the dark mode keeps its setting through this. */
export interface CookieJar {
  read(name: string): string | undefined;
  /** `null` deletes the cookie. */
  write(name: string, value: string | null): void;
}

/** Options of {@link documentCookieJar}. */
export interface DocumentCookieOptions {
  /** Defaults to `365` days. */
  maxAgeDays?: number;
  /** Defaults to `'/'`. */
  path?: string;
}

/**
 * `document.cookie` as a {@link CookieJar}: `SameSite=Lax`, `Secure` on https, one
 * year by default. Reads `document` only when called.
 */
export function documentCookieJar(doc: Document = document, options: DocumentCookieOptions = {}): CookieJar {
  const maxAge = Math.round((options.maxAgeDays ?? 365) * 86_400);
  const path = options.path ?? '/';
  return {
    read(name) {
      for (const part of doc.cookie.split(';')) {
        const at = part.indexOf('=');
        if (at < 0) continue;
        if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
      }
      return undefined;
    },
    write(name, value) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie =
        value === null
          ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
          : `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
    },
  };
}
