// A list of {name, excerpt} items: learning objectives, database includes, what's included, benefits.
import styled from 'styled-components';
import type { NamedExcerpt } from 'shared-api';
import { media, theme } from 'shared-ui';
import { SafeHtml } from 'shared-ui/rich-text';
import { CheckIcon, PageSection } from '../layout/page-parts';

const List = styled.ul<{ $cols: number }>`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 16px 32px;
  grid-template-columns: repeat(${(p) => p.$cols}, minmax(0, 1fr));
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
  li { display: grid; grid-template-columns: 28px minmax(0, 1fr); gap: 8px; }
  svg { color: ${theme.color.success}; margin-top: 2px; }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  .text p { margin: 0; }
  .text { color: ${theme.color.muted}; }
`;

export function ObjectiveList({ items, cols = 2 }: { items: NamedExcerpt[]; cols?: number }) {
  return (
    <List $cols={cols}>
      {items.map((o, i) => (
        <li key={`${o.name}-${i}`}>
          <CheckIcon />
          <div>
            <h3>{o.name}</h3>
            <SafeHtml html={o.excerpt} className="text" />
          </div>
        </li>
      ))}
    </List>
  );
}

export function ObjectivesSection({ title, items, id, alt, testId, cols }: { title: string; items: NamedExcerpt[] | null | undefined; id: string; alt?: boolean; testId?: string; cols?: number }) {
  if (!items || items.length === 0) return null;
  return (
    <PageSection title={title} id={id} alt={alt} testId={testId ?? id}>
      <ObjectiveList items={items} cols={cols} />
    </PageSection>
  );
}
