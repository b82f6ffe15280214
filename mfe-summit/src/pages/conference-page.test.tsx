import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from 'shared-api';
import { summitApi } from '../lib/summit-api';
import { contentFixture, productFixture } from '../test/fixtures';
import ConferencePage from './conference-page';

function Where() { return <p data-testid="where">{useLocation().pathname}</p>; }

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/conference" element={<ConferencePage />} />
        <Route path="/conference/:slug" element={<ConferencePage />} />
        <Route path="/404Error" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => { window.scrollTo = jest.fn(); });
// the next summit (asked for when the shown one has ended): none unless a test says otherwise
beforeEach(() => { jest.spyOn(summitApi, 'getSummitContent').mockRejectedValue(new Error('no next summit in this test')); jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => jest.restoreAllMocks());

describe('ConferencePage', () => {
  it('goes to /404Error without a slug', async () => {
    const get = jest.spyOn(api, 'getProduct');
    renderAt('/conference');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404Error'));
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a loading indicator, then the full-price page for summit-march-2025', async () => {
    let resolve!: (p: ReturnType<typeof productFixture>) => void;
    const get = jest.spyOn(api, 'getProduct').mockReturnValue(new Promise((r) => { resolve = r; }));
    document.title = 'ACMA Summit 2025 | Accreditation Council for Medical Affairs'; // as the server wrote it
    renderAt('/conference/summit-march-2025');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the summit');
    expect(get).toHaveBeenCalledWith('summit-march-2025', 'conference');
    // while loading, the served title stays (no generic title in between)
    expect(document.title).toBe('ACMA Summit 2025 | Accreditation Council for Medical Affairs');
    await act(async () => { resolve(productFixture('summit-march-2025')); });
    const page = await screen.findByTestId('summit-page', {}, { timeout: 15_000 });
    expect(page).toHaveAttribute('data-variant', 'full');
    expect(screen.getByRole('heading', { level: 1, name: 'Test Summit' })).toBeInTheDocument();
    expect(screen.getAllByTestId('speaker-card')).toHaveLength(10);
    expect(screen.getAllByTestId('tier-card')).toHaveLength(1);
    expect(document.title).toBe('Test Summit | ACMA');
    const ld = JSON.parse(document.getElementById('page-jsonld')!.textContent!);
    expect(ld['@type']).toBe('Event');
    expect(ld.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: '599.99', priceCurrency: 'USD' })]);
  }, 30_000);

  it('shows the discounted page with two tiers for the aspiring-professionals slug', async () => {
    const slug = 'summit-march-2025-for-aspiring-professionals';
    jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture(slug, contentFixture(slug, 'discounted')));
    renderAt(`/conference/${slug}`);
    expect(await screen.findByTestId('summit-page', {}, { timeout: 15_000 })).toHaveAttribute('data-variant', 'discounted');
    expect(screen.getAllByTestId('tier-card')).toHaveLength(2);
    const ld = JSON.parse(document.getElementById('page-jsonld')!.textContent!);
    expect(ld.offers.map((o: { price: string }) => o.price)).toEqual(['199.99', '599.99']);
  }, 30_000);

  it("an unknown slug shows the page's own 'Sorry, conference not found!' with the mistyped-address hint", async () => {
    jest.spyOn(api, 'getProduct').mockResolvedValue({ error: 'Product not found' });
    renderAt('/conference/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, conference not found!' })).toBeInTheDocument();
    expect(screen.getByText(/check it for a typo/)).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('goes to /404Error when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(api, 'getProduct').mockRejectedValue(new Error('network'));
    renderAt('/conference/summit-march-2025');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404Error'));
  });

  it("shows 'Sorry, conference not found!' for a conference that is not a summit page", async () => {
    jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture('partner-meetup-2025', null));
    renderAt('/conference/partner-meetup-2025');
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
      renderAt('/conference/summit-march-2025');
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
      renderAt('/conference/summit-march-2025');
      expect(await screen.findByTestId('summit-page', {}, { timeout: 15_000 })).toHaveAttribute('data-ended', 'false');
      expect(screen.getByRole('button', { name: 'Register: Industry Professional' })).toBeInTheDocument();
      expect(screen.queryByTestId('past-summit')).toBeNull();
      expect(current).not.toHaveBeenCalled();
    }, 30_000);
  });
});
