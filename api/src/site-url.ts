// The store's one public origin (SITE_URL): the only source of the absolute addresses the store
// writes — payment success and cancel pages, links in emails, canonical and og:url, the sitemap and
// the payment page's form-action. A request's Host or X-Forwarded-Host never builds a link.

/** SITE_URL must name an origin: http(s), a host, no path, query, fragment or credentials. */
export function parseSiteUrl(raw: string, name = 'SITE_URL'): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${name}: "${raw}" is not an address such as https://store.example.org`);
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password || url.search || url.hash
    || url.pathname.replace(/\/+$/, '') !== '') {
    throw new Error(`${name}: "${raw}" must be the site's origin only, such as https://store.example.org (no path, query or credentials)`);
  }
  return url.origin;
}

/** The address `npm start` prints when SITE_URL is not set (the embedded default). */
export const embeddedSiteUrl = (port: number): string => `http://localhost:${port}`;

/**
 * SITE_URL from the environment. Unset: the embedded default `http://localhost:<port>`, except with
 * NODE_ENV=production, where start-up stops: production links must not fall back to localhost.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.SITE_URL?.trim();
  if (raw) return parseSiteUrl(raw);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SITE_URL is not set: in production the store needs its public address to write payment, email and page links '
      + '(for example SITE_URL=https://store.example.org). It never takes them from a request\'s Host header.',
    );
  }
  return embeddedSiteUrl(port);
}
