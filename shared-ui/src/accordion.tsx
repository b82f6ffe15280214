import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

// A native disclosure (<details>/<summary>): it opens and closes as plain HTML, before any script runs
// and without one. The summary is reachable with Tab and toggles with Enter or Space; the browser
// exposes it as a control with its expanded state. The question stays a heading (inside the summary)
// for heading navigation; the +/− sign follows the open state by CSS.
const Item = styled.details`
  border-bottom: 1px solid ${theme.color.line};
  & > summary {
    display: flex; justify-content: space-between; align-items: center; gap: 12px; text-align: left;
    padding: 16px 4px; font-weight: 600; font-size: 1.05rem; color: ${theme.color.navy};
    cursor: pointer; min-height: 44px; list-style: none;
  }
  & > summary::-webkit-details-marker { display: none; }
  & > summary > .heading { margin: 0; font: inherit; color: inherit; }
  & > summary > .sign { font-size: 1.4rem; line-height: 1; }
  & > summary > .sign::before { content: '+'; }
  &[open] > summary > .sign::before { content: '−'; }
`;
const Body = styled.div`padding: 0 4px 16px; color: ${theme.color.text};`;

/** One disclosure: a summary (the title, as a heading) that shows and hides its panel. */
export function AccordionItem({ title, children, defaultOpen = false, headingLevel = 3 }: {
  title: string; children: ReactNode; defaultOpen?: boolean; headingLevel?: 2 | 3 | 4;
}) {
  const H = `h${headingLevel}` as 'h3';
  return (
    <Item open={defaultOpen}>
      <summary>
        <H className="heading">{title}</H>
        <span className="sign" aria-hidden="true" />
      </summary>
      <Body>{children}</Body>
    </Item>
  );
}
