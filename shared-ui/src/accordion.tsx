import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Item = styled.div`border-bottom: 1px solid ${theme.color.line};`;
const Trigger = styled.button`
  width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 12px; text-align: left;
  background: none; border: 0; padding: 16px 4px; font-weight: 600; font-size: 1.05rem; color: ${theme.color.navy};
  cursor: pointer; min-height: 44px;
  span[aria-hidden] { font-size: 1.4rem; }
`;
const Body = styled.div`padding: 0 4px 16px; color: ${theme.color.text};`;

/** One disclosure: a button that shows and hides its panel (WAI-ARIA accordion pattern). */
export function AccordionItem({ title, children, defaultOpen = false, headingLevel = 3 }: {
  title: string; children: ReactNode; defaultOpen?: boolean; headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const H = `h${headingLevel}` as 'h3';
  return (
    <Item>
      <H style={{ margin: 0 }}>
        <Trigger aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-trigger`} onClick={() => setOpen((o) => !o)}>
          {title}<span aria-hidden="true">{open ? '−' : '+'}</span>
        </Trigger>
      </H>
      <Body id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} hidden={!open}>{children}</Body>
    </Item>
  );
}
