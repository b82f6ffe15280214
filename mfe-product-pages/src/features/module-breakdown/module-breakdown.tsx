// Module breakdown (spec section 4): the first 5 modules, a toggle for the rest, and each excerpt
// over 100 characters cut with its own expand toggle.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { NamedExcerpt } from 'shared-api';
import { Button, theme } from 'shared-ui';
import { ExpandableText } from 'shared-ui/rich-text';
import { EXCERPT_LIMIT } from '../excerpt/excerpt';
import { PageSection } from '../layout/page-parts';
import { hasMoreModules, moduleToggleLabel, visibleModules } from './module-list';

const List = styled.ol`
  list-style: none; margin: 0 0 20px; padding: 0; display: grid; gap: 12px;
  li { display: grid; grid-template-columns: 56px minmax(0, 1fr); gap: 16px; padding: 16px; background: #fff;
       border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; }
  .num { width: 48px; height: 48px; border-radius: 50%; display: grid; place-items: center; font-weight: 800;
         background: ${theme.color.surfaceAlt}; color: ${theme.color.navy}; }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  .text { color: ${theme.color.muted}; }
  .text p { margin: 0; }
`;

export function ModuleBreakdown({ modules, count }: { modules: NamedExcerpt[]; count?: number | null }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (modules.length === 0) return null;
  const shown = visibleModules(modules, expanded);
  const total = modules.length;
  return (
    <PageSection
      title="Module Breakdown" id="modules" alt testId="module-breakdown"
      intro={<p>{count ?? total} modules, self-paced and online.</p>}
    >
      <List id={listId}>
        {shown.map((m, i) => (
          <li key={`${m.name}-${i}`} data-testid="module">
            <span className="num" aria-hidden="true">{i + 1}</span>
            <div>
              <h3><span className="visually-hidden">Module {i + 1}: </span>{m.name}</h3>
              <ExpandableText html={m.excerpt} limit={EXCERPT_LIMIT} context={m.name} className="text" />
            </div>
          </li>
        ))}
      </List>
      {hasMoreModules(modules) && (
        <Button $variant="ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {moduleToggleLabel(total, expanded)}
        </Button>
      )}
    </PageSection>
  );
}
