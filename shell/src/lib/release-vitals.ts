// The Core Web Vitals of the page view (Google's web-vitals), for its release-health report
// (release-beacon.ts). Loaded once the page is idle, so the first load does not carry it; the
// browser keeps the entries from before (the observers read them buffered).
import { onCLS, onINP, onLCP } from 'web-vitals';

/**
 * Every change is passed on (the reporter keeps the latest value): an interaction timed just before
 * the page is left is processed by web-vitals after its own hide handler, and would not be reported
 * as a final value at all.
 */
export function observeVitals(note: (name: 'lcp' | 'inp' | 'cls', value: number) => void): void {
  const opts = { reportAllChanges: true };
  onLCP((m) => note('lcp', m.value), opts);
  onINP((m) => note('inp', m.value), opts);
  onCLS((m) => note('cls', m.value), opts);
  // a mark for tests and traces: the page's vitals are observed from here on
  performance.mark('release-vitals');
}
