// The catalog's filters as a plain form: GET /catalog with the address's own parameters, so
// without scripts a submit loads the filtered catalog, which the server renders from the address.
const mockProducts: unknown[] = [];
jest.mock('shared-api', () => ({
  api: { getProducts: jest.fn(() => Promise.resolve(mockProducts)) },
  logApiError: jest.fn(),
}));
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import CatalogPage from '../../pages/catalog-page';
import { current, openCatalogShown } from '../../test/render';
import { parseFilters } from './filter-products';

const types = ['certification', 'report', 'event', 'bundle', 'webinar'] as const;
mockProducts.push(...Array.from({ length: 20 }, (_, i) => ({
  productId: i + 1, productType: types[i % types.length], productNickName: `p${i + 1}`, productDetailType: 'x',
  productName: `Program ${i + 1}`, productTagLine: '', productPrice: (i + 1) * 100, strikeoutPrice: null, productImage: '',
  productExcerpt: '', productRating: 4.1, productFeature: i % 4 === 0 ? 'Best Seller' : null, productTags: '',
  numberOfModules: null, accessTime: null, offerCme: 'No',
})));

// on the server, as the app routes it: the loader's answer (the product list) is the page's first data
const served = (at: string) => {
  const router = createMemoryRouter(
    [{ id: 'catalog', path: '/catalog', loader: () => null, Component: CatalogPage }],
    { initialEntries: [at], hydrationData: { loaderData: { catalog: mockProducts } } },
  );
  return <RouterProvider router={router} />;
};
const panelForm = () => within(screen.getByRole('complementary')).getByRole('search').closest('form')!;

describe('the filter form', () => {
  it('is a GET form to /catalog whose fields are the address\'s own filter parameters', async () => {
    const at = '/catalog?q=program&min=200&max=1500&type=report&type=webinar&trait=Best+Seller';
    await openCatalogShown(at);
    const form = panelForm();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/catalog');
    // what the form sends reads back as the same filters
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    expect(parseFilters(`?${sent}`)).toEqual(parseFilters(at.slice('/catalog'.length)));
    expect(sent).toContain('type=report&type=webinar');
  });

  it('with scripts a submit (Enter in the search box) keeps the page; a facet applies at once, as before', async () => {
    await openCatalogShown('/catalog');
    const form = panelForm();
    expect(fireEvent.submit(form)).toBe(false); // default prevented
    expect(current()).toBe('/catalog');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Webinar' }));
    expect(current()).toBe('/catalog?type=webinar');
  });

  it('the server\'s render of a filtered address lists only what matches, with a submit button inside <noscript>', () => {
    const html = renderToString(served('/catalog?q=&min=0&max=6000&type=report'));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cards = [...doc.querySelectorAll('[data-testid="program-card"] h3')].map((h) => h.textContent);
    expect(cards).toEqual(['Program 2', 'Program 7', 'Program 12', 'Program 17']);
    const form = doc.querySelector('aside form')!;
    expect(form.querySelector<HTMLInputElement>('input[name="type"][value="report"]')!.checked).toBe(true);
    // (a parsed document runs no script: the <noscript> content is markup, as in a browser without scripts)
    const submit = form.querySelector('noscript button[type="submit"]');
    expect(submit?.textContent).toBe('Apply Filters');
    expect(form.querySelector('noscript a')?.getAttribute('href')).toBe('/catalog');
  });
});
