import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-ui';
import { SECTION_NAV_ID, scrollToId } from '../../lib/scroll';
import { STICKY_OFFSET } from '../../lib/sticky-nav';
import { useStickyNav } from './use-sticky-nav';

export const NAV_SECTIONS = [
  { id: 'why-attend', label: 'Why Attend' },
  { id: 'agenda', label: 'Agenda' },
  { id: 'payment', label: 'Payment' },
  { id: 'about-council', label: 'Who is the council' },
  { id: 'sponsorship', label: 'Sponsorship' },
] as const;

export const NAV_HEIGHT = 56;

/** Marks the navigation's place in the flow: once it has risen under the top bar, the navigation is stuck. */
const Sentinel = styled.div`height: 0;`;
// sticky by CSS, flush under the shell's top bar (whose height is STICKY_OFFSET), from its first frame on
const Bar = styled.nav<{ $fixed: boolean }>`
  height: ${NAV_HEIGHT}px; background: #fff; border-bottom: 1px solid ${theme.color.line}; z-index: 600;
  box-shadow: ${(p) => (p.$fixed ? '0 4px 14px rgba(20, 33, 61, 0.12)' : 'none')};
  position: sticky; top: ${STICKY_OFFSET}px;
  ul {
    position: relative; list-style: none; margin: 0 auto; padding: 0 20px; max-width: ${theme.maxWidth}; height: 100%;
    display: flex; align-items: center; gap: 4px; overflow-x: auto; scrollbar-width: none;
  }
  li { flex: none; display: flex; } /* the link's box, not a line box: no move while its text arrives */
  a {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 14px; border-radius: 999px;
    font-weight: 600; color: ${theme.color.navy}; text-decoration: none; white-space: nowrap;
    &:hover { background: ${theme.color.surfaceAlt}; }
    &[aria-current='true'] { background: ${theme.color.navy}; color: #fff; }
  }
  li:last-child a { color: ${theme.color.accentDark}; }
  ${media.mobile} { ul { padding: 0 12px; } a { padding: 0 10px; } }
`;

/** Section navigation of the summit page: sticks flush under the top bar once scrolled past, highlights the section in view. */
export function SectionNav() {
  const { placeholderRef, navRef, fixed, active } = useStickyNav(NAV_SECTIONS.map((s) => s.id));
  const listRef = useRef<HTMLUListElement>(null);
  // on narrow screens the list scrolls sideways: keep the highlighted link in view
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);
  return (
    <>
      <Sentinel ref={placeholderRef} aria-hidden="true" />
      <Bar ref={navRef} id={SECTION_NAV_ID} aria-label="Summit sections" $fixed={fixed} data-fixed={fixed ? 'true' : 'false'}>
        <ul ref={listRef}>
          {NAV_SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                aria-current={active === s.id ? 'true' : undefined}
                onClick={(e) => { if (scrollToId(s.id)) e.preventDefault(); }}
              >{s.label}</a>
            </li>
          ))}
          <li><Link to="/acma-summit-nominations">Nominations</Link></li>
        </ul>
      </Bar>
    </>
  );
}
