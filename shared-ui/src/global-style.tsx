import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0; font-family: ${theme.font}; color: ${theme.color.text}; background: ${theme.color.surface};
    line-height: 1.5; font-size: 16px;
  }
  img, svg, video { max-width: 100%; height: auto; }
  a { color: ${theme.color.focus}; }
  h1, h2, h3 { color: ${theme.color.navy}; line-height: 1.2; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
