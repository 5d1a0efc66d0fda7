/**
 * Enough of a browser for redirect-based sign-in over HTTP: a cookie jar per host (Path and
 * SameSite are ignored: every request here is a top-level navigation), manual redirects, and
 * submitting the HTML forms a page shows.
 */
export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target.host, response.headers.getSetCookie());
    return response;
  }

  /**
   * Follows redirects from `url` until `stop` says the location is the one wanted (returned
   * without following) or a page answers; `visited` records every URL requested.
   */
  async navigate(
    url: string,
    init: RequestInit = {},
    stop: (location: URL) => boolean = () => false,
    visited: string[] = [],
  ): Promise<{ response: Response; url: string; stoppedAt?: URL }> {
    let current = url;
    let response = await this.request(current, init);
    visited.push(current);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      const next = new URL(location, current);
      if (stop(next)) return { response, url: current, stoppedAt: next };
      current = next.href;
      response = await this.request(current);
      visited.push(current);
    }
    return { response, url: current };
  }

  /** Submits the page's (first or chosen) form with its hidden fields plus `fields`. */
  async submit(
    page: { html: string; url: string },
    fields: Record<string, string>,
    stop?: (location: URL) => boolean,
    formIndex = 0,
  ): Promise<{ response: Response; url: string; stoppedAt?: URL }> {
    const forms = [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
    const form = forms[formIndex];
    if (!form) throw new Error(`no form on ${page.url}:\n${page.html}`);
    const action = /action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? page.url;
    const body = new URLSearchParams();
    for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) body.set(name, decodeEntities(value));
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return this.navigate(
      new URL(decodeEntities(action), page.url).href,
      { method: 'POST', body },
      stop,
    );
  }

  private store(host: string, setCookies: string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, cookies);
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        return (
          (key.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (key.toLowerCase() === 'expires' && Date.parse(v) <= Date.now())
        );
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
