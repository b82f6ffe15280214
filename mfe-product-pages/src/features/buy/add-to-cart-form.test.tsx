// Add to Cart as a form: every add button of the product pages submits a GET form to /cart
// whose `add` fields name what it adds (what a browser without scripts sends), and with scripts the
// submit stays on the page and runs the page's own add.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { product, summary } from '../../test/fixtures';
import '../../test/render';
import { FrequentlyBoughtTogether } from '../bought-together/frequently-bought-together';
import { PriceBreakdown } from '../bundle/bundle-parts';
import { ExtensionBlock } from '../extension/extension-block';
import { BuyCard } from './buy-card';
import { MobileBuyBar } from './mobile-buy-bar';

/** The form a button submits, what it would send, and whether the page kept the submit. */
function formOf(button: HTMLElement) {
  const form = (button as HTMLButtonElement).form;
  if (!form) throw new Error('the button is in no form');
  return {
    form,
    sent: () => new FormData(form, button as HTMLButtonElement).getAll('add'),
  };
}

/** Submit events that reached the document, after React's handler (whether it kept the page). */
function submits() {
  const seen: SubmitEvent[] = [];
  const listener = (e: Event) => seen.push(e as SubmitEvent);
  document.addEventListener('submit', listener);
  return { seen, stop: () => document.removeEventListener('submit', listener) };
}

const inRouter = (node: React.ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

describe('Add to Cart forms', () => {
  it('the buy card: a GET form to /cart naming the product; with scripts the page adds it and stays', async () => {
    const onAdd = jest.fn();
    render(inRouter(<BuyCard product={product({ productId: 7 })} onAdd={onAdd} />));
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    const { form, sent } = formOf(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/cart');
    expect(sent()).toEqual(['7']);
    const events = submits();
    await userEvent.click(button);
    events.stop();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(events.seen).toHaveLength(1);
    expect(events.seen[0]!.defaultPrevented).toBe(true);
  });

  it('the served markup holds the form, its hidden field and the submit button (it works before the scripts)', () => {
    const html = renderToString(inRouter(<BuyCard product={product({ productId: 7 })} onAdd={() => undefined} label="Add Bundle to Cart" />));
    const served = new DOMParser().parseFromString(html, 'text/html');
    const form = served.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/cart']);
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([['hidden', 'add', '7']]);
    expect([...form.querySelectorAll('button')].map((b) => [b.type, b.textContent])).toEqual([['submit', 'Add Bundle to Cart']]);
  });

  it('no form where there is nothing to buy (Contact Us)', () => {
    render(inRouter(<BuyCard product={product({ productId: 8, productPrice: 0 })} onAdd={jest.fn()} />));
    expect(document.querySelector('form')).toBeNull();
  });

  it('the mobile bar and the extension block name their product', async () => {
    const onAdd = jest.fn();
    render(inRouter(<>
      <MobileBuyBar productId={9} name="BCMAS" price={2399.99} onAdd={onAdd} />
      <ExtensionBlock product={product({ productId: 10, productPrice: 479 }, 'extension')} onAdd={onAdd} />
    </>));
    // (the bar shows below 900 px only, and jsdom applies no media query: hidden to the queries)
    const bar = within(screen.getByTestId('mobile-buy-bar')).getByRole('button', { name: 'Add to Cart', hidden: true });
    const block = within(screen.getByTestId('extension-block')).getByRole('button', { name: 'Add to Cart' });
    expect(formOf(bar).sent()).toEqual(['9']);
    expect(formOf(block).sent()).toEqual(['10']);
    await userEvent.click(bar);
    await userEvent.click(block);
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('the bundle: the bundle alone, or each purchasable item', async () => {
    const bundle = summary({ productId: 20, productPrice: 3000 });
    const items = [summary({ productId: 21, productPrice: 2000 }), summary({ productId: 22, productPrice: 0 }), summary({ productId: 23, productPrice: 1500 })];
    const onAdd = jest.fn();
    render(inRouter(<PriceBreakdown bundle={bundle} items={items} onAdd={onAdd} />));
    expect(formOf(screen.getByRole('button', { name: 'Add Items Separately' })).sent()).toEqual(['21', '23']);
    expect(formOf(screen.getByRole('button', { name: 'Add Bundle to Cart' })).sent()).toEqual(['20']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Items Separately' }));
    expect(onAdd).toHaveBeenCalledWith([items[0], items[2]]);
  });

  it('frequently bought together: the checked boxes are the form\'s add fields', async () => {
    const items = [summary({ productId: 31 }), summary({ productId: 32, productPrice: 0 }), summary({ productId: 33 })];
    const onAdd = jest.fn();
    render(inRouter(<FrequentlyBoughtTogether products={items} onAdd={onAdd} />));
    const button = screen.getByRole('button', { name: 'Add Selected to Cart' });
    // the Contact Us product is disabled, so never sent
    expect(formOf(button).sent()).toEqual(['31', '33']);
    await userEvent.click(screen.getByLabelText(items[0]!.productName));
    expect(formOf(button).sent()).toEqual(['33']);
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith([items[2]]);
  });

  it('frequently bought together: Enter on a box does not add (as before the form; Space toggles it)', async () => {
    const items = [summary({ productId: 41 }), summary({ productId: 42 })];
    const onAdd = jest.fn();
    render(inRouter(<FrequentlyBoughtTogether products={items} onAdd={onAdd} />));
    screen.getByLabelText(items[0]!.productName).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText(items[0]!.productName)).not.toBeChecked();
  });
});
