import { openSections } from 'shared-ui';
import { scrollTargetFor } from './sticky-nav';

export const SECTION_NAV_ID = 'summit-section-nav';

/** Scrolls so the element's top sits just below the fixed section navigation, then moves focus to it. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  openSections(); // the sections on the way are laid out: the place computed below is final
  const navHeight = document.getElementById(SECTION_NAV_ID)?.offsetHeight ?? 0;
  const top = scrollTargetFor(el.getBoundingClientRect().top + window.scrollY, navHeight);
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  if (history.replaceState) history.replaceState(history.state, '', `#${id}`);
  return true;
}
