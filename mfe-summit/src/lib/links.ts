// A link the summit data gives (a sponsor's site, the hotel's booking page) is shown only when it is
// a real web address: an empty field or a placeholder (a reserved name such as *.example) gets no
// link at all, never a link that leads nowhere.
const RESERVED = /(^|\.)(example|invalid|test|localhost)$/i;

/** The address to link to, or null when the data holds none that a buyer could open. */
export function realLink(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/\.$/, '');
  return RESERVED.test(host) || /^example\.(com|net|org)$/i.test(host) || /\.example\.(com|net|org)$/i.test(host) ? null : u.href;
}
