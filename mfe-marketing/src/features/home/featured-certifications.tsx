// Featured certifications: the first certifications of the home route's data (the API's product
// list, its loader's). The grid keeps its final size from the first paint: skeleton cards of the same
// frame stand in until the list arrives (a soft navigation: the page renders without waiting for it).
import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { logApiError, type ProductListing } from 'shared-api';
import { ButtonLink, Container, Price, Rating, RouteData, Section, Skeleton, media, theme, type RouteDataOf } from 'shared-ui';
import { FEATURED_COUNT, excerptText, selectFeatured, truncate } from './use-featured';

const Head = styled.div`
  display: flex; justify-content: space-between; align-items: end; gap: 16px; flex-wrap: wrap; margin-bottom: 24px;
  h2 { margin: 0 0 6px; font-size: clamp(1.5rem, 2.6vw, 2rem); }
  p { margin: 0; color: ${theme.color.muted}; max-width: 640px; }
`;
const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 20px;
  grid-template-columns: repeat(${FEATURED_COUNT}, minmax(0, 1fr));
  @media (max-width: 1099px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  /* phones: a row to swipe through instead of four tall cards */
  @media (max-width: 599px) {
    grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: 82%; gap: 14px;
    overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain;
    margin: 0 -16px; padding: 4px 16px 12px; scroll-padding: 0 16px;
    li { scroll-snap-align: start; }
  }
`;
const Frame = styled.article`
  position: relative; height: 100%; display: flex; flex-direction: column; overflow: hidden;
  background: #fff; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; box-shadow: ${theme.shadow};
  &:has(a:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  &:has(a:hover) { box-shadow: 0 8px 24px rgba(20, 33, 61, 0.16); }
`;
const Media = styled.div`
  position: relative; aspect-ratio: 3 / 2; background: linear-gradient(135deg, ${theme.color.navy}, ${theme.color.navyLight});
  /* the box alone decides the height, whatever the image's own proportions */
  img { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; }
`;
const Body = styled.div`
  flex: 1; display: grid; grid-template-rows: 20px calc(3 * 1.3 * 1.05rem) calc(3 * 1.45 * 0.92rem) 22px 30px; row-gap: 8px;
  padding: 14px 16px 18px;
`;
const Label = styled.span`
  font-size: 0.78rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: ${theme.color.accentDark}; line-height: 20px;
`;
const Name = styled.h3`
  margin: 0; font-size: 1.05rem; line-height: 1.3; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical;
  a { color: ${theme.color.navy}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  a:focus-visible { outline: none; }
  a::after { content: ''; position: absolute; inset: 0; }
`;
const Excerpt = styled.p`
  margin: 0; font-size: 0.92rem; line-height: 1.45; color: ${theme.color.muted}; overflow: hidden;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical;
`;
const Fallback = styled.div`
  display: grid; place-items: center; text-align: center; gap: 12px; padding: 24px; min-height: 380px;
  border: 1px dashed ${theme.color.line}; border-radius: ${theme.radius}; background: #fff;
  p { margin: 0; color: ${theme.color.muted}; }
  ${media.mobile} { min-height: 0; }
`;

const productPath = (p: Pick<ProductListing, 'productType' | 'productNickName'>) =>
  `/${encodeURIComponent(p.productType)}/${encodeURIComponent(p.productNickName)}`;

function FeaturedCard({ product }: { product: ProductListing }) {
  const board = /board certif/i.test(product.productTagLine ?? '');
  return (
    <Frame data-testid="featured-card" aria-labelledby={`featured-${product.productId}`}>
      <Media>
        {product.productImage && (
          <img src={product.productImage} alt="" width={480} height={320} loading="lazy" decoding="async"
            onError={(e) => { e.currentTarget.style.visibility = 'hidden'; }} />
        )}
      </Media>
      <Body>
        <Label>{board ? 'Board Certification' : 'Certificate'}</Label>
        <Name id={`featured-${product.productId}`}><Link to={productPath(product)}>{product.productName}</Link></Name>
        <Excerpt>{truncate(excerptText(product.productExcerpt))}</Excerpt>
        <div>{product.productRating > 0 && <Rating value={product.productRating} />}</div>
        <Price price={product.productPrice} strikeout={product.strikeoutPrice} />
      </Body>
    </Frame>
  );
}

function FeaturedSkeleton() {
  return (
    <Frame aria-hidden="true" data-testid="featured-skeleton">
      <Media style={{ background: theme.color.line }} />
      <Body>
        <Skeleton $w="45%" $h="12px" style={{ alignSelf: 'center' }} />
        <div style={{ display: 'grid', gap: 6, alignContent: 'start' }}><Skeleton $h="18px" /><Skeleton $w="65%" $h="18px" /></div>
        <div style={{ display: 'grid', gap: 7, alignContent: 'start' }}><Skeleton $h="12px" /><Skeleton $h="12px" /><Skeleton $w="50%" $h="12px" /></div>
        <Skeleton $w="40%" $h="16px" style={{ alignSelf: 'center' }} />
        <Skeleton $w="35%" $h="24px" />
      </Body>
    </Frame>
  );
}

/** The list did not come: logged (spec section 8), and the catalog offered instead. */
function NotLoaded({ error }: { error: unknown }) {
  useEffect(() => { logApiError('products (home)', error); }, [error]);
  return <Fallback role="status"><p>We could not load the featured programs just now.</p><ButtonLink to="/certifications">Browse certifications</ButtonLink></Fallback>;
}

function Cards({ products }: { products: ProductListing[] | null }) {
  if (products && products.length === 0) return <Fallback><p>Our certifications are listed in the catalog.</p><ButtonLink to="/certifications">See certifications</ButtonLink></Fallback>;
  return (
    <Grid aria-busy={!products}>
      {products
        ? products.map((p) => <li key={p.productId}><FeaturedCard product={p} /></li>)
        : Array.from({ length: FEATURED_COUNT }, (_, i) => <li key={i}><FeaturedSkeleton /></li>)}
    </Grid>
  );
}

/** The home route's data is the product list (its loader's: the page around it renders without it). */
export function FeaturedCertifications() {
  const data = useLoaderData() as RouteDataOf<ProductListing[]>;
  return (
    <Section aria-labelledby="featured-heading">
      <Container>
        <Head>
          <div>
            <h2 id="featured-heading">Featured certifications</h2>
            <p>Credentials that hiring managers in medical affairs ask for by name, each one self-paced, online and accredited.</p>
          </div>
          <ButtonLink to="/certifications" $variant="ghost">All certifications</ButtonLink>
        </Head>
        <RouteData data={data} loading={<Cards products={null} />} failed={(error) => <NotLoaded error={error} />}>
          {(all) => <Cards products={selectFeatured(Array.isArray(all) ? all : [])} />}
        </RouteData>
      </Container>
    </Section>
  );
}
