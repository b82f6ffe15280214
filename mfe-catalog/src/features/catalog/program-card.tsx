// The catalog's program card (spec section 2.4) and its loading skeleton. Both share one frame of
// fixed proportions (image 3:2 like the product images, body rows of fixed line heights), so cards
// replace skeletons without moving anything.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductListing } from 'shared-api';
import { Price, Rating, Skeleton, theme } from 'shared-ui';
import { typeLabel } from '../filters/filter-products';

export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 320;

/** 'Board Certification' or 'Certificate' by the tagline; other products show their type instead. */
export function credentialLabel(p: Pick<ProductListing, 'productTagLine' | 'productType'>): string {
  const tag = (p.productTagLine ?? '').toLowerCase();
  if (tag.includes('board certification') || tag.includes('board certified')) return 'Board Certification';
  if (tag.includes('certificate') || p.productType === 'certification') return 'Certificate';
  return typeLabel(p.productType);
}

/** "20 modules · 6 months access", from whichever of the two facts the product has. */
export function programFacts(p: Pick<ProductListing, 'numberOfModules' | 'accessTime'>): string | null {
  const parts: string[] = [];
  if (typeof p.numberOfModules === 'number' && p.numberOfModules > 0) parts.push(`${p.numberOfModules} module${p.numberOfModules === 1 ? '' : 's'}`);
  const access = (p.accessTime ?? '').trim();
  if (access) parts.push(/access/i.test(access) ? access : `${access} access`);
  return parts.length ? parts.join(' · ') : null;
}

export const supportLine = (p: Pick<ProductListing, 'offerCme'>): string => (p.offerCme === 'Yes' ? 'Earn CME/CE credits' : '24/7 Live Chat');

export const productPath = (p: Pick<ProductListing, 'productType' | 'productNickName'>): string =>
  `/${encodeURIComponent(p.productType)}/${encodeURIComponent(p.productNickName)}`;

const Frame = styled.article`
  position: relative; display: flex; flex-direction: column; height: 100%;
  background: ${theme.color.surface}; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius};
  box-shadow: ${theme.shadow}; overflow: hidden;
  transition: box-shadow .15s ease, transform .15s ease;
  &:has(a:hover) { box-shadow: 0 8px 24px rgba(20, 33, 61, 0.16); }
  &:has(a:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: no-preference) { &:has(a:hover) { transform: translateY(-2px); } }
`;
const Media = styled.div`
  position: relative; aspect-ratio: 3 / 2; background: linear-gradient(135deg, ${theme.color.navy}, ${theme.color.navyLight});
  /* the box alone decides the height, whatever the image's own proportions */
  img { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; }
`;
const Badge = styled.span`
  position: absolute; top: 10px; right: 10px; padding: 3px 10px; border-radius: 999px;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 0.8rem; font-weight: 700;
  /* as wide as its text from its first byte: while the served page is parsed, an empty badge does
     not sit further right than the full one */
  min-width: 8em; text-align: center;
`;
const Body = styled.div`
  display: grid; grid-template-rows: 22px calc(3 * 1.3 * 1.05rem) 22px 44px 30px; row-gap: 8px;
  padding: 14px 16px 16px; flex: 1;
`;
const Label = styled.span`
  font-size: 0.78rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: ${theme.color.accentDark};
  line-height: 22px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
`;
const Name = styled.h3`
  margin: 0; font-size: 1.05rem; line-height: 1.3; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical;
  a { color: ${theme.color.navy}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  a:focus-visible { outline: none; }
  /* the whole card is the link's hit area */
  a::after { content: ''; position: absolute; inset: 0; }
`;
const Facts = styled.ul`
  list-style: none; margin: 0; padding: 0; font-size: 0.9rem; color: ${theme.color.muted};
  li { line-height: 22px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  li::before { content: '✓'; color: ${theme.color.success}; font-weight: 700; margin-right: 6px; }
`;
const PriceRow = styled.div`align-self: end; min-height: 30px;`;

export function ProgramCard({ product, eager = false }: { product: ProductListing; eager?: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  const facts = programFacts(product);
  const feature = (product.productFeature ?? '').trim();
  return (
    <Frame data-testid="program-card" aria-labelledby={`card-${product.productId}`}>
      <Media>
        {product.productImage && !imageFailed && (
          <img
            src={product.productImage}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        )}
        {feature && <Badge data-testid="feature-badge">{feature}</Badge>}
      </Media>
      <Body>
        <Label>{credentialLabel(product)}</Label>
        <Name id={`card-${product.productId}`}>
          <Link to={productPath(product)}>{product.productName}</Link>
        </Name>
        <div>{product.productRating > 0 && <Rating value={product.productRating} />}</div>
        <Facts>
          <li hidden={!facts}>{facts}</li>
          <li>{supportLine(product)}</li>
        </Facts>
        <PriceRow><Price price={product.productPrice} strikeout={product.strikeoutPrice} /></PriceRow>
      </Body>
    </Frame>
  );
}

/** A card-sized placeholder while the catalog loads. */
export function ProgramCardSkeleton() {
  return (
    <Frame aria-hidden="true" data-testid="program-card-skeleton">
      <Media as="div" style={{ background: theme.color.line }} />
      <Body>
        <Skeleton $w="40%" $h="14px" style={{ alignSelf: 'center' }} />
        <div style={{ display: 'grid', gap: 6, alignContent: 'start' }}>
          <Skeleton $h="16px" />
          <Skeleton $w="70%" $h="16px" />
        </div>
        <Skeleton $w="45%" $h="16px" style={{ alignSelf: 'center' }} />
        <div style={{ display: 'grid', gap: 8, alignContent: 'center' }}>
          <Skeleton $w="80%" $h="14px" />
          <Skeleton $w="55%" $h="14px" />
        </div>
        <Skeleton $w="35%" $h="26px" style={{ alignSelf: 'end' }} />
      </Body>
    </Frame>
  );
}
