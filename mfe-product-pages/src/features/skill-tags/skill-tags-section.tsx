import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PageSection } from '../layout/page-parts';
import { visibleSkillTags } from './skill-tags';

const Tags = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px;
  li { padding: 8px 14px; border-radius: 999px; border: 1px solid ${theme.color.navy}; color: ${theme.color.navy}; font-weight: 600; background: #fff; }
`;

/** Skill tags, shown only with 2 or more. */
export function SkillTags({ text }: { text: string | null | undefined }) {
  const tags = visibleSkillTags(text);
  if (tags.length === 0) return null;
  return (
    <PageSection title="Skills You Will Gain" id="skills" testId="skill-tags">
      <Tags>{tags.map((t) => <li key={t}>{t}</li>)}</Tags>
    </PageSection>
  );
}
