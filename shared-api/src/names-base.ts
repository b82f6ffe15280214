// The name rule's checks that need no library (names.ts holds the rule, names-quick.ts is the
// browser's entry to it): the text as a reader sees it, the store's earlier checks for an address
// (schemes, `www.`, `@`, hosts under the common top-level domains below, a host with a path, IPv4),
// and the checks in their order. Both names.ts and names-quick.ts take them from here.

const MAX_NAME_LENGTH = 80; // (not exported from the package: every exported name of a shared package is shipped)

/**
 * Top-level domains that count in every spelling: the browser's check before names.ts is loaded,
 * and, in names.ts, the domains a dotted initial ("J.Com") never stands for.
 */
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
/**
 * An RFC 2047 encoded word (`=?utf-8?b?…?=`, `=?iso-8859-1?q?…?=`): text a mail program decodes
 * where it stands in a header, so a name spelled so hides what it says (an address) from the checks
 * here and says it in an inbox. No one's name is written so.
 */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i;

/** The text as a reader sees it: full-width dots and slashes, ligatures and the like as what they look like. */
export const asShown = (text: string): string => text.normalize('NFKC').replace(/[。｡︒]/g, '.');

/** The checks that need no library, on text already `asShown`. */
export function quickFindsAddress(t: string): boolean {
  return SCHEME.test(t) || WWW.test(t) || HOST.test(t) || HOST_WITH_PATH.test(t) || IP.test(t) || t.includes('@');
}

/** The name checks in their order (at most `max` characters, 80 unless told; one line; plain text; no address), `hasAddress` the last. */
export function nameProblemWith(hasAddress: (text: string) => boolean, value: string, label: string, max = MAX_NAME_LENGTH): string | null {
  if (value.length > max) return `${label} must be at most ${max} characters`;
  if (CONTROL.test(value)) return `${label} must be on one line`;
  if (ENCODED_WORD.test(value)) return `${label} must be a name written as plain text, not encoded (=?…?=)`;
  if (hasAddress(value)) return `${label} must be a name, without web or email addresses`;
  return null;
}
