/** Where sign-in lands when nothing asked for another page (spec section 4: sign-in returns to /cart). */
export const DEFAULT_RETURN_TO = '/cart';

/**
 * A path inside this site, or null. Guards the value carried through the identity provider (appState)
 * against open redirects ('//host', 'https://…', backslashes) and against looping back to /callback.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    if (url.pathname === '/callback') return null;
  } catch {
    return null;
  }
  return value;
}
