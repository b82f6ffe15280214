import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from 'shared-api';
import { readCart } from 'shared-cart';
import { Toaster } from 'shared-ui';
import { parseSummitContent } from '../../lib/summit-content';
import { contentFixture, summaryFixture } from '../../test/fixtures';
import { Registration } from './registration';

function Where() { return <p data-testid="where">{useLocation().pathname}</p>; }

function setup(tickets: Record<string, ReturnType<typeof summaryFixture> | null>, variant: 'full' | 'discounted' = 'discounted') {
  const content = parseSummitContent(contentFixture('s', variant), 's')!;
  render(
    <MemoryRouter initialEntries={['/conference/s']}>
      <Routes>
        <Route path="/conference/s" element={<><Registration content={content} tickets={tickets} onGroupTickets={() => {}} /><Where /></>} />
        <Route path="/cart" element={<Where />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  const shown = window.__acmaToasts;
  shown?.store.set(shown.items, []);
  jest.spyOn(api, 'trackAddToCart').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('registration options', () => {
  it('offers two tiers plus group discounts on the discounted page, with server prices', () => {
    setup({ 'summit-march-2025': summaryFixture(90, 'summit-march-2025', 599.99), 'summit-march-2025-for-aspiring-professionals': summaryFixture(91, 'summit-march-2025-for-aspiring-professionals', 199.99) });
    expect(screen.getAllByTestId('tier-card')).toHaveLength(2);
    expect(screen.getByText('$199.99')).toBeInTheDocument();
    expect(screen.getByText('$599.99')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Group discounts' })).toBeInTheDocument();
  });

  it("shows 'Invalid Conference. Please try again' when the tier's product is missing, and stays on the page", () => {
    setup({ 'summit-march-2025': null });
    fireEvent.click(screen.getByRole('button', { name: 'Register: Industry Professional' }));
    // an error toast, in the assertive live region
    const alert = screen.getByText('Invalid Conference. Please try again').closest('[data-kind]');
    expect(alert).toHaveAttribute('data-kind', 'error');
    expect(alert!.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('where')).toHaveTextContent('/conference/s');
    expect(readCart()).toEqual([]);
  });

  it('adds the ticket to the cart and opens /cart', () => {
    setup({ 'summit-march-2025': summaryFixture(90, 'summit-march-2025', 599.99) }, 'full');
    fireEvent.click(screen.getByRole('button', { name: 'Register: Industry Professional' }));
    expect(readCart()).toEqual([{ productId: 90, quantity: 1, productDetailType: 'conference' }]);
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
  });
});
