import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { api } from 'shared-api';
import { renderRoutes } from 'shared-ui/test-routes';
import { summitApi } from '../lib/summit-api';
import { contentFixture, productFixture } from '../test/fixtures';
import ConferencePage, { handle, loader } from './conference-page';

function Where() { return <p data-testid="where">{useLocation().pathname}</p>; }

/** The page as its routes, with its loader (`served`: hydrating the server's document with this loader data). */
async function renderAt(path: string, served?: unknown) {
  const view = renderRoutes(path, [
    { id: '/conference', path: '/conference', Component: ConferencePage, loader },
    { id: '/conference/:slug', path: '/conference/:slug', Component: ConferencePage, loader },
    { path: '/404Error', Component: Where },
  ], served === undefined ? undefined : { '/conference/:slug': served });
  await act(async () => { await Promise.resolve(); });
  return view;
}

/** What the route says in the head for this address and data (its handle.meta, written by the shell). */
const headOf = (slug: string, data: unknown) => handle.meta({ data, params: { slug }, pathname: `/conference/${slug}`, search: '', origin: 'http://localhost' });

beforeAll(() => { window.scrollTo = jest.fn(); });
// the next summit (asked for when the shown one has ended): none unless a test says otherwise
beforeEach(() => { jest.spyOn(summitApi, 'getSummitContent').mockRejectedValue(new Error('no next summit in this test')); jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => jest.restoreAllMocks());

describe('ConferencePage', () => {
  it('goes to /404Error without a slug', async () => {
    const get = jest.spyOn(api, 'getProduct');
    await renderAt('/conference');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404Error'));
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a loading indicator, then the full-price page for summit-march-2025; its head is the product\'s once it has come', async () => {
    let resolve!: (p: ReturnType<typeof productFixture>) => void;
    const get = jest.spyOn(api, 'getProduct').mockReturnValue(new Promise((r) => { resolve = r; }));
    await renderAt('/conference/summit-march-2025');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the summit');
    expect(get).toHaveBeenCalledWith('summit-march-2025', 'conference');
    // while it comes the head says the neutral summit texts (the shell writes them at once)
    expect(await headOf('summit-march-2025', null)).toMatchObject({ title: 'Summit | ACMA' });
    await act(async () => { resolve(productFixture('summit-march-2025')); });
    const page = await screen.findByTestId('summit-page', {}, { timeout: 15_000 });
    expect(page).toHaveAttribute('data-variant', 'full');
    expect(screen.getByRole('heading', { level: 1, name: 'Test Summit' })).toBeInTheDocument();
    expect(screen.getAllByTestId('speaker-card')).toHaveLength(10);
    expect(screen.getAllByTestId('tier-card')).toHaveLength(1);
    const data = await loader({ params: { slug: 'summit-march-2025' } }).then((d) => (d as { onItsWay: Promise<{ answer: unknown }> }).onItsWay).then((s) => s.answer);
    const head = await headOf('summit-march-2025', data);
    expect(head?.title).toBe('Test Summit | ACMA');
    const [event] = head!.jsonLd as [Record<string, unknown>];
    expect(event['@type']).toBe('Event');
  }, 30_000);

  it('shows the discounted page with two tiers for the aspiring-professionals slug', async () => {
    const slug = 'summit-march-2025-for-aspiring-professionals';
    jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture(slug, contentFixture(slug, 'discounted')));
    await renderAt(`/conference/${slug}`);
    expect(await screen.findByTestId('summit-page', {}, { timeout: 15_000 })).toHaveAttribute('data-variant', 'discounted');
    expect(screen.getAllByTestId('tier-card')).toHaveLength(2);
  }, 30_000);

  it('hydrating the server\'s page renders it from the served data and asks nothing', async () => {
    const get = jest.spyOn(api, 'getProduct');
    const product = productFixture('summit-march-2025');
    const tickets = { [product.productNickName]: product };
    await renderAt('/conference/summit-march-2025', { slug: 'summit-march-2025', product, tickets, next: null });
    expect(screen.getByTestId('summit-page')).toHaveAttribute('data-variant', 'full');
    expect(screen.queryByTestId('summit-loading')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('a conference that is not a summit page, or an unknown one, has no page in the head (404)', async () => {
    expect(await headOf('nope', { slug: 'nope', product: { error: 'Product not found' } })).toBeNull();
    expect(await headOf('partner-meetup-2025', { slug: 'partner-meetup-2025', product: productFixture('partner-meetup-2025', null) })).toBeNull();
  });

  it("an unknown slug shows the page's own 'Sorry, conference not found!' with the mistyped-address hint", async () => {
    jest.spyOn(api, 'getProduct').mockResolvedValue({ error: 'Product not found' });
    await renderAt('/conference/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, conference not found!' })).toBeInTheDocument();
    expect(screen.getByText(/check it for a typo/)).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('goes to /404Error when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(api, 'getProduct').mockRejectedValue(new Error('network'));
    await renderAt('/conference/summit-march-2025');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404Error'));
  });

  it("shows 'Sorry, conference not found!' for a conference that is not a summit page", async () => {
    jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture('partner-meetup-2025', null));
    await renderAt('/conference/partner-meetup-2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, conference not found!' })).toBeInTheDocument();
    expect(screen.getByText(/typo/)).toBeInTheDocument();
  });

  describe('a summit whose end date has passed (times set by the test)', () => {
    const next = { ...contentFixture('summit-march-2027'), name: 'Test Summit 2027', startDate: '2027-03-04T08:00:00-05:00', endDate: '2027-03-04T20:00:00-05:00' };
    const at = (iso: string) => jest.spyOn(Date, 'now').mockReturnValue(Date.parse(iso));

    it('shows as past: the page and agenda stay, no ticket can be added, the summit links lead to the next summit', async () => {
      at('2026-11-25T12:00:00Z');
      jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture('summit-march-2025'));
      const current = jest.spyOn(summitApi, 'getSummitContent').mockResolvedValue(next);
      await renderAt('/conference/summit-march-2025');
      expect(await screen.findByTestId('summit-page', {}, { timeout: 15_000 })).toHaveAttribute('data-ended', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'This summit has taken place' })).toBeInTheDocument();
      expect(screen.getByText(/held on March 6, 2025\. Its program and agenda stay here as an archive; its tickets are no longer on sale\./)).toBeInTheDocument();
      expect(screen.getByRole('table')).toBeInTheDocument(); // the agenda
      expect(screen.queryByRole('button', { name: /^Register: / })).toBeNull();
      expect(screen.getByTestId('registration-closed')).toHaveTextContent('Registration has closed');
      expect(current).toHaveBeenCalledWith('current');
      expect(await screen.findByRole('link', { name: 'See the next summit: Test Summit 2027, March 4, 2027' })).toHaveAttribute('href', '/conference/summit-march-2027');
      expect(screen.getByRole('link', { name: 'Register for Test Summit 2027' })).toHaveAttribute('href', '/conference/summit-march-2027#payment');
    }, 30_000);

    it('before its end date the tickets are on sale and nothing says past', async () => {
      at('2025-03-06T19:00:00-05:00');
      jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture('summit-march-2025'));
      const current = jest.spyOn(summitApi, 'getSummitContent');
      await renderAt('/conference/summit-march-2025');
      expect(await screen.findByTestId('summit-page', {}, { timeout: 15_000 })).toHaveAttribute('data-ended', 'false');
      expect(screen.getByRole('button', { name: 'Register: Industry Professional' })).toBeInTheDocument();
      expect(screen.queryByTestId('past-summit')).toBeNull();
      expect(current).not.toHaveBeenCalled();
    }, 30_000);
  });
});
