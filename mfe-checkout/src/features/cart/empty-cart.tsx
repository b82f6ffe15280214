// The empty cart: 'Your Cart is Empty', Continue Exploring to the catalog, and featured
// certifications from GET /products (a failure is only logged; the section then stays away): the
// cart route's loader reads them for a cart that may be empty; a cart emptied on the page reads them here.
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { api, logApiError, type ProductListing } from 'shared-api';
import { ButtonLink, Card, Chip, media, Price, Rating, Skeleton, theme } from 'shared-ui';
// a pure function, bundled here (not part of the shared shared-ui module every page loads)
import { FEATURED_COUNT, pickFeaturedCertifications } from 'shared-ui/featured';
import { productPath } from './product-link';

// Whole-pixel line heights and margins: the first suggestion's image starts on a whole pixel in the
// server's render and the browser's (Chrome then keeps the served image as the page's LCP).
const Hero = styled.div`
  text-align: center; padding: 40px 0 24px;
  h1 { margin: 0 0 8px; font-size: 2rem; line-height: 40px; }
  p { margin: 0 auto 20px; color: ${theme.color.muted}; max-width: 520px; line-height: 24px; }
  a { min-width: 240px; }
`;
const Featured = styled.section`
  h2 { margin: 20px 0; font-size: 1.5rem; line-height: 28px; }
`;
const Grid = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; grid-template-columns: repeat(3, 1fr);
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const ProductCard = styled(Card)`
  display: flex; flex-direction: column; gap: 8px; height: 100%; padding: 0; overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; background: ${theme.color.surfaceAlt}; }
  div.body { padding: 16px; display: flex; flex-direction: column; gap: 8px; flex: 1; min-height: 190px; }
  h3 { margin: 0; font-size: 1.05rem; }
  h3 a { color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.muted}; }
  /* top-aligned: an empty chip (its text not parsed yet) sits where the full one does */
  div.body > span > span { vertical-align: top; }
`;

/** A card of the final size (3:2 image, body of the minimum height), so nothing moves when data arrives. */
function ProductCardSkeleton() {
  return (
    <ProductCard aria-hidden="true">
      <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '3 / 2' }} />
      <div className="body">
        <Skeleton $w="40%" $h="20px" />
        <Skeleton $w="85%" $h="22px" />
        <Skeleton $w="55%" $h="16px" />
        <Skeleton $w="35%" $h="22px" />
      </div>
    </ProductCard>
  );
}

/**
 * `products`: the route's product list (its loader's), undefined while it comes, null when the route
 * has none (the cart emptied on the page, or its read failed): then read here.
 */
export function EmptyCart({ products }: { products: ProductListing[] | null | undefined }) {
  // ready at the first render with the route's list: the server's render of the empty cart and the
  // browser's hydrating one show the same cards
  const [featured, setFeatured] = useState<ProductListing[] | null>(() => (products ? pickFeaturedCertifications(products) : null));
  const shown = useRef(products);
  useEffect(() => {
    if (!products || shown.current === products) return;
    shown.current = products;
    startTransition(() => setFeatured(pickFeaturedCertifications(products)));
  }, [products]);
  const readHere = products === null && featured === null;
  useEffect(() => {
    if (!readHere) return;
    let live = true;
    api.getProducts()
      .then((all) => { if (live) startTransition(() => setFeatured(pickFeaturedCertifications(all))); })
      .catch((e: unknown) => { logApiError('products', e); if (live) setFeatured([]); });
    return () => { live = false; };
  }, [readHere]);

  return (
    <>
      <Hero>
        <h1>Your Cart is Empty</h1>
        <p>Browse our accredited board certifications, market research and events, and add what suits your career.</p>
        <ButtonLink to="/catalog">Continue Exploring</ButtonLink>
      </Hero>
      {(featured === null || featured.length > 0) && (
        <Featured aria-labelledby="featured-certs">
          <h2 id="featured-certs">Featured certifications</h2>
          {/* separate lists and keys: React must not reuse a skeleton's cell for a card (a layout shift) */}
          <Grid key={featured === null ? 'skeletons' : 'products'} aria-busy={featured === null}>
            {featured === null
              ? Array.from({ length: FEATURED_COUNT }, (_, i) => <li key={`skeleton-${i}`}><ProductCardSkeleton /></li>)
              : featured.map((p, i) => (
                <li key={`product-${p.productId}`}>
                  <ProductCard>
                    {/* the first is in the server's first frame; the others start below the fold on a phone */}
                    <img src={p.productImage} alt="" width={480} height={320} loading={i === 0 ? 'eager' : 'lazy'} />
                    <div className="body">
                      {p.productFeature && <span><Chip>{p.productFeature}</Chip></span>}
                      <h3><Link to={productPath(p)}>{p.productName}</Link></h3>
                      <p>{p.productTagLine}</p>
                      {p.productRating > 0 && <Rating value={p.productRating} />}
                      <Price price={p.productPrice} strikeout={p.strikeoutPrice} />
                    </div>
                  </ProductCard>
                </li>
              ))}
          </Grid>
        </Featured>
      )}
    </>
  );
}
