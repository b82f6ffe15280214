import { createGlobalStyle } from 'styled-components';
import { bottomRoom, media, theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A focused element, or an anchor scrolled to, is never under the sticky top bar (WCAG 2.4.11
     Focus Not Obscured) nor, on a phone, under the bottom tab bar, nor under what a page fixes at
     its bottom (the chat launcher: bottomRoom), and its ring is not cut by the window's edge: the
     browser keeps this much room (and focus-clear.ts where a browser does not, Firefox). */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.navHeight + 16}px; scroll-padding-bottom: calc(${bottomRoom} + 16px);
  }
  ${media.mobile} { html { scroll-padding-bottom: calc(${theme.bottomBarHeight}px + ${bottomRoom} + 16px); } }
  body {
    margin: 0; font-family: ${theme.font}; color: ${theme.color.text}; background: ${theme.color.surface};
    line-height: 1.5; font-size: 16px;
  }
  img, svg, video { max-width: 100%; height: auto; }
  a { color: ${theme.color.focus}; }
  h1, h2, h3 { color: ${theme.color.navy}; line-height: 1.2; }
  /* Visible focus everywhere (WCAG 2.4.7, 2.4.11): a blue ring with a white halo inside it, so the
     ring shows on white pages and on the navy bars alike. Components do not remove it. */
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; box-shadow: 0 0 0 2px #fff; }
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
