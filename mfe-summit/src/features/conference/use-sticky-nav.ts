import { useEffect, useRef, useState } from 'react';
import { activeSection, isNavFixed } from '../../lib/sticky-nav';

/**
 * Tracks the section navigation: `fixed` once its place in the flow has scrolled past the offset line,
 * and the id of the section in view. Reads positions on scroll and resize (one read per frame).
 */
export function useStickyNav(sectionIds: string[]) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const [fixed, setFixed] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const key = sectionIds.join(',');

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const ph = placeholderRef.current;
      if (!ph) return;
      setFixed(isNavFixed(ph.getBoundingClientRect().top));
      const navHeight = navRef.current?.offsetHeight ?? 0;
      const positions = key.split(',').flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeSection(positions, navHeight, undefined, atBottom));
    };
    const onScroll = () => { if (!frame) frame = window.requestAnimationFrame(measure); };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return { placeholderRef, navRef, fixed, active };
}
