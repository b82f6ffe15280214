// The summit's section navigation (spec 2.19): it sticks (CSS position: sticky) flush under the
// shell's top bar once the page is scrolled past it, and goes back to its place when scrolled back
// at the spec's 72 px offset, which is the top bar's height (it once stuck at 72 px under a 64 px
// bar, leaving a strip; the bar is 72 px now). Pure functions so the thresholds are unit-tested;
// the hook in features/conference/use-sticky-nav.ts feeds them from the page.
import { theme } from 'shared-ui';

/** Where the navigation sticks: right under the top bar. */
export const STICKY_OFFSET = theme.navHeight;

/**
 * Whether the navigation is stuck. `placeholderTop` is the top of the spot the navigation occupies in
 * the flow, relative to the viewport (getBoundingClientRect().top): the navigation sticks once that
 * spot has risen to within `offset` px of the top of the viewport, and unsticks when it comes back below.
 */
export function isNavFixed(placeholderTop: number, offset: number = STICKY_OFFSET): boolean {
  return placeholderTop <= offset;
}

export interface SectionPosition { id: string; top: number }

/**
 * The section in view: the last one (in page order) whose top has reached the line `offset` px
 * below the fixed navigation (navHeight), or null above the first one. At the very bottom of the
 * page the last section counts as in view even when its top cannot scroll up to the line.
 */
export function activeSection(sections: SectionPosition[], navHeight: number, offset: number = STICKY_OFFSET, atBottom = false): string | null {
  if (atBottom && sections.length > 0) return sections[sections.length - 1]!.id;
  const line = offset + navHeight + 1;
  let current: string | null = null;
  for (const s of sections) {
    if (s.top <= line) current = s.id;
  }
  return current;
}

/** Document scroll position that puts a section's top just below the fixed navigation. */
export function scrollTargetFor(sectionDocTop: number, navHeight: number, offset: number = STICKY_OFFSET): number {
  return Math.max(0, Math.round(sectionDocTop - offset - navHeight));
}
