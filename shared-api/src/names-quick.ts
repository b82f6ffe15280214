// The browser's entry to the name rule (names.ts).
//
// names.ts finds host names with linkify-it and the full list of top-level domains (~10 KB gzip).
// shared-api is in every page's first load (the shell's main.js), so the browser gets these
// functions instead (index.ts): names.ts's answers once `loadNameRule()` has loaded it (a chunk of
// its own), and until then the store's earlier checks (names-base.ts: schemes, `www.`, `@`, hosts
// under the common top-level domains, a host with a path, IPv4), which refuse nothing names.ts
// accepts. A form awaits `loadNameRule()` when it is submitted, before it checks (the checkout's
// Continue to Payment and license Save); a form that does not is still answered by the API, which
// checks with names.ts.
import { asShown, nameProblemWith, quickFindsAddress } from './names-base';

export { asShown, nameProblemWith, quickFindsAddress } from './names-base';

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
