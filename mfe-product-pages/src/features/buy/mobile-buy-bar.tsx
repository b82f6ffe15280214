// Mobile only: a bar fixed above the shell's 60 px bottom bar with the price and Add to Cart. It
// steps aside when the end of the page content is on screen so it never covers the footer.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, Price, theme } from 'shared-ui';
import { AddToCartButton } from './add-to-cart-form';

const Bar = styled.div<{ $hidden: boolean }>`
  display: none;
  ${media.mobile} {
    display: flex; position: fixed; left: 0; right: 0; bottom: ${theme.bottomBarHeight}px; z-index: 650;
    align-items: flex-start; justify-content: space-between; gap: 12px; padding: 10px 16px;
    /* its final size from its first byte, its items from the top (fixed at the bottom, it would grow upwards while parsed) */
    min-height: 69px;
    background: #fff; border-top: 1px solid ${theme.color.line}; box-shadow: 0 -4px 16px rgba(20, 33, 61, 0.12);
    transform: translateY(${(p) => (p.$hidden ? 'calc(100% + 60px)' : '0')}); transition: transform 0.2s ease;
    visibility: ${(p) => (p.$hidden ? 'hidden' : 'visible')};
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
  .price { font-size: 0.9rem; white-space: nowrap; flex-wrap: nowrap; }
  button { white-space: nowrap; flex: none; min-width: 9.5em; }
  .name { display: block; font-size: 0.8rem; color: ${theme.color.muted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 44vw; }
`;

const End = styled.div`
  height: 1px;
  ${media.mobile} { height: 76px; }
`;

export function MobileBuyBar({ productId, name, price, strikeout, onAdd }: { productId: number; name: string; price: number; strikeout?: number | null; onAdd: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // hidden while the end of the content is on screen or already scrolled past (the footer shows)
    const io = new IntersectionObserver(([entry]) => setAtEnd(!!entry && (entry.isIntersecting || entry.boundingClientRect.top < 0)));
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <>
      <End ref={end} aria-hidden="true" />
      <Bar $hidden={atEnd} data-testid="mobile-buy-bar" role="region" aria-label="Quick purchase">
        <div>
          <span className="name">{name}</span>
          <Price price={price} strikeout={strikeout} className="price" />
        </div>
        <AddToCartButton ids={[productId]} onAdd={onAdd}>Add to Cart</AddToCartButton>
      </Bar>
    </>
  );
}
