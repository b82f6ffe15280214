// The part of the name rule (names.ts) that needs no library, and the browser's entry to the rule.
//
// names.ts finds host names with linkify-it and the full list of top-level domains (~10 KB gzip).
// shared-api is in every page's first load (the shell's main.js), so the browser gets these
// functions instead (index.ts): names.ts's answers once `loadNameRule()` has loaded it (a chunk of
// its own), and until then the store's earlier checks (schemes, `www.`, `@`, hosts under the common
// top-level domains below, a host with a path, IPv4), which refuse nothing names.ts accepts. A form
// awaits `loadNameRule()` when it is submitted, before it checks (the checkout's Continue to Payment
// and license Save); a form that does not is still answered by the API, which checks with names.ts.

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

/** The text as a reader sees it: full-width dots and slashes, ligatures and the like as what they look like. */
export const asShown = (text: string): string => text.normalize('NFKC').replace(/[。｡︒]/g, '.');

/** The checks that need no library, on text already `asShown`. */
export function quickFindsAddress(t: string): boolean {
  return SCHEME.test(t) || WWW.test(t) || HOST.test(t) || HOST_WITH_PATH.test(t) || IP.test(t) || t.includes('@');
}

/** The name checks in their order (at most `max` characters, 80 unless told; one line; no address), `hasAddress` the last. */
export function nameProblemWith(hasAddress: (text: string) => boolean, value: string, label: string, max = MAX_NAME_LENGTH): string | null {
  if (value.length > max) return `${label} must be at most ${max} characters`;
  if (CONTROL.test(value)) return `${label} must be on one line`;
  if (hasAddress(value)) return `${label} must be a name, without web or email addresses`;
  return null;
}

type FullRule = Pick<typeof import('./names'), 'hasWebAddress' | 'nameProblem'>;
let full: FullRule | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads names.ts (a chunk of its own, fetched once); from then on these functions answer with it.
 * Never rejects: if the chunk cannot be loaded the checks above stay (the API applies names.ts) and
 * the next call tries again.
 */
export function loadNameRule(): Promise<void> {
  loading ??= import('./names').then((rule) => { full = rule; }, () => { loading = null; });
  return loading;
}

/** True when the text holds something a mail client would show as a link (names.ts once loaded). */
export function hasWebAddress(text: string): boolean {
  return full ? full.hasWebAddress(text) : quickFindsAddress(asShown(text));
}

/**
 * Why `value` (already trimmed) is not acceptable as a person's name, or null when it is. `label`
 * names the field in the message ("Full Name", "First name"). names.ts's answer once loaded.
 */
export function nameProblem(value: string, label: string, max?: number): string | null {
  return full ? full.nameProblem(value, label, max) : nameProblemWith((v) => quickFindsAddress(asShown(v)), value, label, max);
}
