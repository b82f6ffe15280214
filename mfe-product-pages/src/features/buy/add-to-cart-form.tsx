// Add to Cart as plain HTML (nothing a buyer does before the scripts arrive is lost). Each add
// button is the submit button of `<form method="get" action="/cart">` whose `add` fields name the
// products: with scripts live, onSubmit keeps the page and runs the page's add (the same
// add_to_cart event, tracking call and navigation as before); without them (or before they arrive)
// the browser asks for /cart?add=<productId>: the server adds those products to the cart cookie and
// answers 303 to /cart (server/cart-add.ts, the same rules: sold online, one line a product), and the
// app's start takes them into the stored cart once (shell lib/server-adds.ts).
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Button } from 'shared-ui';

/** The cart's query parameter naming a product to add (repeated for several). */
export const ADD_PARAM = 'add';
export const CART_ACTION = '/cart';

// The form draws no box of its own: its button (or block) keeps its place in the parent's grid or
// flex layout exactly as before the form existed.
const NO_BOX: CSSProperties = { display: 'contents' };

/**
 * A form that adds `ids` to the cart (hidden `add` fields). Its children hold the submit button and,
 * for a choice, checkboxes named `add` (their checked values are sent too).
 */
export function AddToCartForm({ ids = [], onAdd, children }: { ids?: readonly number[]; onAdd: () => void; children: ReactNode }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onAdd();
  };
  return (
    <form method="get" action={CART_ACTION} onSubmit={submit} style={NO_BOX}>
      {ids.map((id) => <input key={id} type="hidden" name={ADD_PARAM} value={id} />)}
      {children}
    </form>
  );
}

/** The usual case: one submit button that adds these products. */
export function AddToCartButton({ ids, onAdd, children, $block, $variant, disabled, testId }: {
  ids: readonly number[]; onAdd: () => void; children: ReactNode;
  $block?: boolean; $variant?: 'primary' | 'secondary' | 'ghost'; disabled?: boolean; testId?: string;
}) {
  return (
    <AddToCartForm ids={ids} onAdd={onAdd}>
      <Button type="submit" $block={$block} $variant={$variant} disabled={disabled} data-testid={testId}>{children}</Button>
    </AddToCartForm>
  );
}
