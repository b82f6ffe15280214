// Frequently Bought Together: the first 3 products, all pre-checked; the total follows the checked
// ones and the button adds every checked product (quantity 1 each) and goes to /cart. A form: the
// checkboxes are its `add` fields, so the choice is sent to /cart before the scripts run too.
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { Button, formatPrice, media, Price, theme } from 'shared-ui';
import { productPath } from '../../lib/paths';
import { ADD_PARAM, AddToCartForm } from '../buy/add-to-cart-form';
import type { Addable } from '../../lib/use-add-to-cart';
import { PageSection } from '../layout/page-parts';
import { checkedTotal, frequentlyBought, initiallyChecked, isPurchasable } from './frequently-bought';

const List = styled.ul`
  list-style: none; margin: 0 0 20px; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
const Row = styled.li`
  display: grid; grid-template-columns: auto 96px minmax(0, 1fr); gap: 12px; align-items: center;
  padding: 12px; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; background: #fff;
  input { width: 22px; height: 22px; accent-color: ${theme.color.navy}; }
  img { display: block; width: 96px; height: 64px; object-fit: cover; border-radius: 6px; background: ${theme.color.surfaceAlt}; }
  label { font-weight: 600; color: ${theme.color.navy}; cursor: pointer; }
  .meta { display: grid; gap: 2px; min-width: 0; }
  .meta a { font-size: 0.9rem; }
  ${media.mobile} { grid-template-columns: auto 72px minmax(0, 1fr); img { width: 72px; height: 48px; } }
`;
// Enter on a box would submit its form (the browser's implicit submission): with scripts live the
// boxes only toggle (Space), as before they were in a form; the button adds
const noImplicitSubmit = (e: KeyboardEvent<HTMLInputElement>) => { if (e.key === 'Enter') e.preventDefault(); };

const Footer = styled.div`
  display: flex; align-items: center; gap: 20px; flex-wrap: wrap;
  .total { font-size: 1.15rem; }
`;

export function FrequentlyBoughtTogether({ products, onAdd }: { products: ProductSummary[]; onAdd: (items: Addable[]) => void }) {
  const items = frequentlyBought(products);
  const [checked, setChecked] = useState<number[]>(() => initiallyChecked(items));
  const base = useId();
  if (items.length === 0) return null;
  const total = checkedTotal(items, checked);
  const toggle = (id: number) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const chosen = items.filter((p) => checked.includes(p.productId) && isPurchasable(p));
  return (
    <PageSection title="Frequently Bought Together" id="bought-together" alt testId="bought-together">
      <AddToCartForm onAdd={() => onAdd(chosen)}>
        <List>
          {items.map((p) => {
            const id = `${base}-${p.productId}`;
            return (
              <Row key={p.productId}>
                <input type="checkbox" id={id} name={ADD_PARAM} value={p.productId} checked={checked.includes(p.productId)} disabled={!isPurchasable(p)} onChange={() => toggle(p.productId)} onKeyDown={noImplicitSubmit} />
                {p.productImage ? <img src={p.productImage} alt="" width={96} height={64} loading="lazy" decoding="async" /> : <span />}
                <span className="meta">
                  <label htmlFor={id}>{p.productName}</label>
                  <Price price={p.productPrice} strikeout={p.strikeoutPrice} />
                  <Link to={productPath(p)}>View details<span className="visually-hidden"> of {p.productName}</span></Link>
                </span>
              </Row>
            );
          })}
        </List>
        <Footer>
          <span className="total" aria-live="polite" data-testid="bought-together-total">
            Total price ({chosen.length} {chosen.length === 1 ? 'item' : 'items'}): <strong>{formatPrice(total) ?? '$0.00'}</strong>
          </span>
          <Button type="submit" disabled={chosen.length === 0}>Add Selected to Cart</Button>
        </Footer>
      </AddToCartForm>
    </PageSection>
  );
}
