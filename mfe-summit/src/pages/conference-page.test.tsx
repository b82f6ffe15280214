import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from 'shared-api';
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
    const page = await screen.findByTestId('summit-page');
    expect(page).toHaveAttribute('data-variant', 'full');
    expect(screen.getByRole('heading', { level: 1, name: 'Test Summit' })).toBeInTheDocument();
    expect(screen.getAllByTestId('speaker-card')).toHaveLength(10);
    expect(screen.getAllByTestId('tier-card')).toHaveLength(1);
    expect(document.title).toBe('Test Summit | ACMA');
    const ld = JSON.parse(document.getElementById('page-jsonld')!.textContent!);
    expect(ld['@type']).toBe('Event');
    expect(ld.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: '599.99', priceCurrency: 'USD' })]);
  });

  it('shows the discounted page with two tiers for the aspiring-professionals slug', async () => {
    const slug = 'summit-march-2025-for-aspiring-professionals';
    jest.spyOn(api, 'getProduct').mockResolvedValue(productFixture(slug, contentFixture(slug, 'discounted')));
    renderAt(`/conference/${slug}`);
    expect(await screen.findByTestId('summit-page')).toHaveAttribute('data-variant', 'discounted');
    expect(screen.getAllByTestId('tier-card')).toHaveLength(2);
    const ld = JSON.parse(document.getElementById('page-jsonld')!.textContent!);
    expect(ld.offers.map((o: { price: string }) => o.price)).toEqual(['199.99', '599.99']);
  });

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
});
