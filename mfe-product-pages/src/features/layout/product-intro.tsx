// The text half of a product hero: tagline chip, name (the page's h1), an optional note, the
// sanitised excerpt and, when the page has reviews, a rating link that scrolls to them.
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from 'shared-api';
import { openSections, Rating, theme } from 'shared-ui';
import { SafeHtml } from 'shared-ui/rich-text';
import { AccentChip, HeroText, Note, ShieldIcon } from './page-parts';

const RatingLink = styled.a`
  /* a block, its items from the top: nothing in it moves while the served page is still parsed */
  display: flex; width: fit-content; flex-wrap: wrap; align-items: flex-start; align-content: flex-start; gap: 4px 10px; color: #fff; text-decoration: none; min-height: 44px;
  span[aria-hidden='true']:first-child { color: ${theme.color.accent}; }
  &:hover .more { text-decoration: underline; }
  .more { text-decoration: underline; text-underline-offset: 3px; }
`;

export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  // the sections on the way are laid out first, then the jump is made at once: where the target
  // lands is final (a smooth scroll is left out for the first page's 170 KB budget)
  openSections();
  el.scrollIntoView({ block: 'start' });
  el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function ProductIntro({ product, note, ratingTarget, children }: {
  product: Product; note?: ReactNode; ratingTarget?: string; children?: ReactNode;
}) {
  const onRating = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (ratingTarget) scrollToSection(ratingTarget);
  };
  return (
    <HeroText>
      {product.productTagLine && <AccentChip>{product.productTagLine}</AccentChip>}
      <h1>{product.productName}</h1>
      {note && <Note><ShieldIcon />{note}</Note>}
      <SafeHtml html={product.productExcerpt} className="excerpt" />
      {ratingTarget && product.productRating > 0 && (
        <RatingLink href={`#${ratingTarget}`} onClick={onRating} data-testid="rating-link">
          <Rating value={product.productRating} />
          {product.productRatingExcerpt && <span>{product.productRatingExcerpt}</span>}
          <span className="more">Read reviews</span>
        </RatingLink>
      )}
      {children}
    </HeroText>
  );
}
