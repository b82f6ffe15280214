// Customer reviews (spec 2.5, 9): 3 inline, 'See all reviews' opens the rest in a drawer, the
// ratings breakdown as bars and the review tags.
import { useState } from 'react';
import styled from 'styled-components';
import type { Product, Review } from 'shared-api';
import { Button, Drawer, media, Rating, theme } from 'shared-ui';
import { PageSection } from '../layout/page-parts';
import { parseTags } from '../skill-tags/skill-tags';
import { ratingBars, splitReviews } from './reviews';

const Layout = styled.div`
  display: grid; grid-template-columns: 300px minmax(0, 1fr); gap: 32px; align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 20px; }
`;
const Summary = styled.div`
  .big { font-size: 3rem; font-weight: 800; color: ${theme.color.navy}; line-height: 1; }
  ul.bars { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 10px; }
  .bar { height: 10px; border-radius: 5px; background: ${theme.color.line}; overflow: hidden; margin-top: 4px; }
  .bar span { display: block; height: 100%; background: ${theme.color.accent}; }
  .row { display: flex; justify-content: space-between; gap: 8px; font-size: 0.9rem; }
`;
const Tags = styled.ul`
  list-style: none; padding: 0; margin: 16px 0 0; display: flex; flex-wrap: wrap; gap: 8px;
  li { font-size: 0.85rem; padding: 4px 10px; border-radius: 999px; background: ${theme.color.surfaceAlt}; color: ${theme.color.navy}; }
`;
const List = styled.ul`list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;`;
const Item = styled.li`
  padding: 20px; background: #fff; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius};
  header { display: grid; grid-template-columns: 56px minmax(0, 1fr) auto; gap: 12px; align-items: center; margin-bottom: 8px; }
  img.avatar { width: 56px; height: 56px; border-radius: 50%; object-fit: cover; background: ${theme.color.surfaceAlt}; }
  .initials { width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-weight: 700; background: ${theme.color.navy}; color: #fff; }
  .who strong { display: block; color: ${theme.color.navy}; }
  .who span { font-size: 0.9rem; color: ${theme.color.muted}; }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0; }
`;

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

function ReviewCard({ review }: { review: Review }) {
  return (
    <Item data-testid="review">
      <header>
        {review.image
          ? <img className="avatar" src={review.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
          : <span className="initials" aria-hidden="true">{initials(review.name)}</span>}
        <span className="who"><strong>{review.name}</strong><span>{review.title}</span></span>
        {review.icon && <img src={review.icon} alt="" width={24} height={24} loading="lazy" />}
      </header>
      {review.reviewTitle && <h3>{review.reviewTitle}</h3>}
      <p>{review.review}</p>
    </Item>
  );
}

export function CustomerReviews({ product, title = 'Customer Reviews' }: { product: Product; title?: string }) {
  const [open, setOpen] = useState(false);
  const reviews = product.individualReviews?.review ?? [];
  const bars = ratingBars(product.ratingsBreakdown?.ratings);
  const tags = parseTags(product.reviewTags);
  if (reviews.length === 0 && bars.length === 0) return null;
  const { inline, rest } = splitReviews(reviews);
  // the drawer beside the section, not in it: a section is contained (shared-ui Section), and a
  // fixed box inside it would be placed and clipped by the section instead of the window
  return (
    <>
      <PageSection title={title} id="reviews" testId="reviews">
        <Layout>
          <Summary>
            {product.productRating > 0 && (
              <>
                <div className="big" aria-hidden="true">{product.productRating.toFixed(1)}</div>
                <Rating value={product.productRating} label={product.productRatingExcerpt ?? undefined} />
              </>
            )}
            {bars.length > 0 && (
              <ul className="bars" aria-label="Ratings breakdown" data-testid="ratings-breakdown">
                {bars.map((b) => (
                  <li key={b.name}>
                    <div className="row"><span>{b.name}</span><span>{b.label}</span></div>
                    <div className="bar" aria-hidden="true"><span style={{ width: `${b.percent}%` }} /></div>
                  </li>
                ))}
              </ul>
            )}
            {tags.length > 0 && <Tags aria-label="What reviewers mention">{tags.map((t) => <li key={t}>{t}</li>)}</Tags>}
          </Summary>
          <div>
            <List>{inline.map((r, i) => <ReviewCard key={`${r.name}-${i}`} review={r} />)}</List>
            {rest.length > 0 && (
              <div style={{ marginTop: 16 }}>
                <Button $variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">See all reviews</Button>
              </div>
            )}
          </div>
        </Layout>
      </PageSection>
      <Drawer open={open} onClose={() => setOpen(false)} title={`More reviews (${rest.length})`} id="all-reviews">
        <List>{rest.map((r, i) => <ReviewCard key={`${r.name}-${i}`} review={r} />)}</List>
      </Drawer>
    </>
  );
}
