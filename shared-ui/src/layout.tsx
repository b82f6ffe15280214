import styled from 'styled-components';
import { media, theme } from './theme';

export const Container = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; padding: 0 20px;
  ${media.mobile} { padding: 0 16px; }
`;
/**
 * A band of a page. Below the first screen its contents are not styled, laid out or painted until
 * it comes near the window (content-visibility: auto), so the first frame's layout covers what a
 * buyer sees first: on /certification/bcmas that layout took 13-16 ms of this machine's CPU, and
 * 4-7 ms contained (bench/RESULTS.md). Until then it counts as 640 px high.
 * - A section is contained: nothing in it may draw outside it, and a fixed box (a Drawer, a Dialog)
 *   inside it would be placed and clipped by the section: render modals beside it, not in it.
 * - A jump to a place further down (scrolling to an element) first calls openSections(): the
 *   sections it passes over are laid out, so the place it computes is where the target ends up.
 */
// in an interpolation: the build's CSS minifier (typescript-plugin-styled-components) drops the space
// before a trailing & in the template's own text, which would make this `html.section-class`
const WHILE_CLOSED = 'html:not([data-sections-open]) &';

export const Section = styled.section<{ $alt?: boolean }>`
  padding: 48px 0; background: ${(p) => (p.$alt ? theme.color.surfaceAlt : 'transparent')};
  ${WHILE_CLOSED} { content-visibility: auto; contain-intrinsic-size: auto 640px; }
  ${media.mobile} { padding: 32px 0; }
`;
/** Lays out every section of the page from now on (see Section): call it before a jump. */
export function openSections(): void {
  document.documentElement.setAttribute('data-sections-open', '');
}

export const Card = styled.div`
  background: ${theme.color.surface}; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius};
  box-shadow: ${theme.shadow}; padding: 20px;
`;
export const Chip = styled.span`
  display: inline-block; padding: 4px 12px; border-radius: 999px; font-size: 0.85rem; font-weight: 600;
  background: ${theme.color.navy}; color: #fff;
`;
export const Muted = styled.p`
  color: ${theme.color.muted};
`;
