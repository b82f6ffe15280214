// Think tank video / report and webinar pieces (spec 2.11): target audience cards, topics covered,
// and the link between a video and its report.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product, ProductSummary, ProductType } from 'shared-api';
import { media, theme } from 'shared-ui';
import { productPath } from '../../lib/paths';
import { CardGrid, CheckIcon, PageSection } from '../layout/page-parts';

const Audience = styled.li`
  display: flex; align-items: center; gap: 12px; padding: 20px; border-radius: 12px; background: #fff;
  border: 1px solid ${theme.color.line}; border-top: 4px solid ${theme.color.accent}; font-weight: 700; color: ${theme.color.navy};
  .dot { flex: none; width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; background: ${theme.color.surfaceAlt}; }
`;

export function AudienceCards({ audience }: { audience: { title: string }[] }) {
  const list = audience.filter((a) => a.title?.trim());
  if (list.length === 0) return null;
  return (
    <PageSection title="Who It Is For" id="audience" alt testId="audience">
      <CardGrid $min={200}>
        {list.map((a, i) => (
          <Audience key={`${a.title}-${i}`} data-testid="audience-card">
            <span className="dot" aria-hidden="true">{i + 1}</span>{a.title}
          </Audience>
        ))}
      </CardGrid>
    </PageSection>
  );
}

const Topics = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px 32px;
  li { display: flex; gap: 10px; align-items: flex-start; font-size: 1.05rem; }
  svg { color: ${theme.color.success}; flex: none; margin-top: 2px; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

export function TopicsCovered({ topics }: { topics: { topic: string }[] }) {
  const list = topics.filter((t) => t.topic?.trim());
  if (list.length === 0) return null;
  return (
    <PageSection title="Topics Covered" id="topics" testId="topics">
      <Topics>{list.map((t, i) => <li key={`${t.topic}-${i}`}><CheckIcon />{t.topic}</li>)}</Topics>
    </PageSection>
  );
}

/** The related product of the other kind: the video's report, or the report's video. */
export function relatedOfType(product: Pick<Product, 'related' | 'boughtTogether' | 'extensionDetails'>, type: ProductType): ProductSummary | null {
  const pool = [...(product.related ?? []), ...(product.extensionDetails ? [product.extensionDetails] : []), ...(product.boughtTogether ?? [])];
  return pool.find((p) => p.productType === type) ?? null;
}

const Related = styled(Link)`
  display: inline-flex; align-items: center; gap: 10px; margin-top: 16px; padding: 10px 16px; border-radius: 8px; min-height: 44px;
  color: #fff; border: 2px solid rgba(255, 255, 255, 0.6); text-decoration: none; font-weight: 600;
  &:hover { background: rgba(255, 255, 255, 0.1); }
`;

export function RelatedLink({ target, label }: { target: ProductSummary; label: string }) {
  return (
    <Related to={productPath(target)} data-testid="related-link">
      <span aria-hidden="true">→</span>
      <span>{label}: <strong>{target.productName}</strong></span>
    </Related>
  );
}
