interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires: number | null;
}

/**
 * A `fetch` that behaves like one browser tab on `origin`: it keeps the server's cookies
 * (honouring Path, Max-Age and deletion), sends them back, and adds the `Origin` header
 * a browser adds to same-origin unsafe requests. Counts calls per path for assertions.
 */
export function createBrowserLikeFetch(origin: string, now: () => number = Date.now) {
  const jar = new Map<string, StoredCookie>();
  const calls = new Map<string, number>();

  const remember = (header: string) => {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    let path = '/';
    let expires: number | null = null;
    for (const attribute of attributes) {
      const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'path') path = raw;
      if (key.toLowerCase() === 'max-age') expires = now() + Number(raw) * 1000;
      if (key.toLowerCase() === 'expires' && expires === null) expires = Date.parse(raw);
    }
    if (value === '' || (expires !== null && expires <= now())) jar.delete(name);
    else jar.set(name, { name, value, path, expires });
  };

  const cookieHeader = (pathname: string) =>
    [...jar.values()]
      .filter(
        (cookie) => pathname.startsWith(cookie.path) && (cookie.expires === null || cookie.expires > now()),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  const fetchLike = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    const headers = new Headers(request.headers);
    const cookies = cookieHeader(url.pathname);
    if (cookies) headers.set('cookie', cookies);
    if (url.origin === origin && request.method !== 'GET' && request.method !== 'HEAD')
      headers.set('origin', origin);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: request.signal,
    });
    for (const header of response.headers.getSetCookie()) remember(header);
    return response;
  };

  return {
    fetch: fetchLike as typeof fetch,
    /** What `document.cookie` would show (HttpOnly cookies included: tests only read XSRF-TOKEN). */
    cookies: () =>
      [...jar.values()]
        .map((cookie) => `${cookie.name}=${encodeURIComponent(decodeURIComponent(cookie.value))}`)
        .join('; '),
    cookieHeader,
    calls: (pathname: string) => calls.get(pathname) ?? 0,
    has: (name: string) => jar.has(name),
  };
}

/** Signs in through the account site's form, as the browser would post it. */
export async function signIn(
  browser: ReturnType<typeof createBrowserLikeFetch>,
  origin: string,
  email: string,
) {
  const response = await browser.fetch(`${origin}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email, password: 'netfleet-demo', continue_url: '/management/devices' }),
  });
  if (response.status !== 303) throw new Error(`Sign-in as ${email} failed with ${response.status}`);
}
