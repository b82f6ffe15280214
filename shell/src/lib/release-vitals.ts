// The Core Web Vitals of the page view (Google's web-vitals), for its release-health report
// (release-beacon.ts). Loaded once the app is live, so the first load does not carry it; the
// browser keeps the entries from before (the observers read them buffered).
import { onCLS, onINP, onLCP } from 'web-vitals';

export function observeVitals(note: (name: 'lcp' | 'inp' | 'cls', value: number) => void): void {
  onLCP((m) => note('lcp', m.value));
  onINP((m) => note('inp', m.value));
  onCLS((m) => note('cls', m.value));
  // a mark for tests and traces: the page's vitals are observed from here on
  performance.mark('release-vitals');
}
