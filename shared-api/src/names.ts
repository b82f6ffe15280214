// People's names as the store accepts them (buyer, license/seat holder, badge, free pass): text that
// the store later prints in emails and on badges, so it must stay a name. At most 80 characters, one
// line, and no web address: an email client turns "verify at evil.example/x" into a link, and the
// store would then be sending it from its own address. Browser-safe, no zod (the forms use it too).

const MAX_NAME_LENGTH = 80; // (not exported: no page reads it; every exported name of a shared package is shipped)

/** Top-level domains that mail clients' link detectors pick up in running text. */
const LINKED_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me', 'us', 'uk', 'ru', 'cn', 'de', 'fr', 'eu',
  'top', 'site', 'online', 'link', 'click', 'live', 'shop', 'store', 'tk', 'ml', 'ga', 'cf', 'gq', 'ly', 'cc', 'ws', 'gl',
  'page', 'web', 'cloud', 'email', 'support', 'help', 'login', 'secure', 'account', 'ms', 'gg', 'sh', 'to', 'tv', 'in',
];

const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|ftp|mailto|javascript|data|file):/i;
const WWW = /\bwww\d*\./i;
const HOST = new RegExp(`(?:[\\p{L}\\p{N}-]+\\.)+(?:${LINKED_TLDS.join('|')})(?![\\p{L}\\p{N}-])`, 'iu');
const HOST_WITH_PATH = /[\p{L}\p{N}-]\.[\p{L}\p{N}-]{2,}(?::\d+)?\//u;
const IP = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
/** Line breaks and every other control or invisible formatting character. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** True when the text holds something a mail client would show as a link. */
export function hasWebAddress(text: string): boolean {
  // full-width dots and slashes, ligatures and the like are read as what they look like
  const t = text.normalize('NFKC').replace(/[。｡︒]/g, '.');
  return SCHEME.test(t) || WWW.test(t) || HOST.test(t) || HOST_WITH_PATH.test(t) || IP.test(t) || t.includes('@');
}

/**
 * Why `value` (already trimmed) is not acceptable as a person's name, or null when it is. `label`
 * names the field in the message ("Full Name", "First name").
 */
export function nameProblem(value: string, label: string, max = MAX_NAME_LENGTH): string | null {
  if (value.length > max) return `${label} must be at most ${max} characters`;
  if (CONTROL.test(value)) return `${label} must be on one line`;
  if (hasWebAddress(value)) return `${label} must be a name, without web or email addresses`;
  return null;
}
