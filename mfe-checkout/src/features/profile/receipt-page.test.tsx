import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, type OrderHistoryEntry, type OrderReceipt } from 'shared-api';
import ProfilePage from '../../pages/profile-page';
import ReceiptPage from '../../pages/receipt-page';

jest.mock('shared-auth', () => ({ useAuth: () => ({ status: 'authenticated', user: { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' } }), getAccessToken: async () => 'token-1' }));

const receipt: OrderReceipt = {
  receiptNumber: 'ACMA-7K2M9QX4TD', created: '2026-11-20T15:04:00.000Z', status: 'paid', paymentMode: 'payment', paymentStatus: 'Paid in full',
  buyer: { name: 'Alex Morgan', email: 'buyer@example.com', learnerEmail: 'alex@team.example.com' }, currency: 'USD',
  lines: [
    { productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productTagLine: 'Board Certification', quantity: 2, unitPrice: 2399.99, discount: 200, total: 4599.98 },
    { productName: 'MSL Compensation Report 2025', productTagLine: 'Market Research', quantity: 1, unitPrice: 499, discount: 0, total: 499 },
  ],
  subtotal: 5298.98, discount: 200, couponCode: 'BCMAS100', taxes: [], total: 5098.98, installments: [],
  seller: { name: 'Accreditation Council for Medical Affairs', address: ['2360 Corporate Circle, Suite 400', 'Henderson, NV 89074', 'United States'], email: 'support@medicalaffairs-council.org' },
};

function renderReceipt(number = 'ACMA-7K2M9QX4TD') {
  return render(
    <MemoryRouter initialEntries={[`/profile/orders/${number}`]}>
      <Routes><Route path="/profile/orders/:receiptNumber" element={<ReceiptPage />} /></Routes>
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

it("shows the order's printable receipt: number, date, buyer, items, discount, total, payment status and the council", async () => {
  const get = jest.spyOn(api, 'orderReceipt').mockResolvedValue(receipt);
  renderReceipt();
  const sheet = await screen.findByTestId('receipt');
  expect(get).toHaveBeenCalledWith('ACMA-7K2M9QX4TD');
  expect(within(sheet).getByRole('heading', { level: 1, name: 'Receipt ACMA-7K2M9QX4TD' })).toBeInTheDocument();
  expect(sheet).toHaveTextContent('Order date: November 20, 2026');
  expect(screen.getByTestId('receipt-buyer')).toHaveTextContent('Alex Morganbuyer@example.com');
  expect(sheet).toHaveTextContent('Learning platform account: alex@team.example.com');
  expect(screen.getByTestId('receipt-status')).toHaveTextContent('Paid in full');
  const lines = screen.getAllByTestId('receipt-line');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toHaveTextContent('Board Certified Medical Affairs Specialist (BCMAS)');
  expect(lines[0]).toHaveTextContent('$2,399.99');
  // each line at its price before the promotion; the discount is listed once, under the subtotal
  expect(lines[0]).not.toHaveTextContent('−$200.00');
  expect(lines[0]).toHaveTextContent('$4,799.98');
  expect(sheet.textContent!.split('$200.00').length - 1).toBe(1);
  const totals = screen.getByTestId('receipt-totals');
  expect(totals).toHaveTextContent('Subtotal$5,298.98');
  expect(totals).toHaveTextContent('Discount (BCMAS100)−$200.00');
  expect(totals).toHaveTextContent('Total (USD)$5,098.98');
  expect(totals).not.toHaveTextContent(/tax/i); // none charged: no tax line
  expect(screen.getByTestId('receipt-seller')).toHaveTextContent('Accreditation Council for Medical Affairs2360 Corporate Circle, Suite 400Henderson, NV 89074');
  expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
});

it("another account's order (a 404 from the API) is not shown: 'We could not find this order'", async () => {
  jest.spyOn(api, 'orderReceipt').mockRejectedValue(Object.assign(new Error('404'), { isAxiosError: true, response: { status: 404, data: { message: 'There is no order ACMA-0000000000 in your account.' } } }));
  renderReceipt('ACMA-0000000000');
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeInTheDocument();
  expect(screen.queryByTestId('receipt')).toBeNull();
  expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
});

it('every order on /profile links to its receipt page', async () => {
  const entry: OrderHistoryEntry = { recieptId: 'ACMA-7K2M9QX4TD', created: 1763650000, paymentMode: 'payment', productImage: '/images/p.svg', productName: 'BCMAS', productTagLine: '', productTotal: 10 };
  jest.spyOn(api, 'orderHistory').mockResolvedValue([entry]);
  render(<MemoryRouter initialEntries={['/profile']}><Routes><Route path="/profile" element={<ProfilePage />} /></Routes></MemoryRouter>);
  expect(await screen.findByRole('link', { name: 'Receipt ACMA-7K2M9QX4TD (printable)' })).toHaveAttribute('href', '/profile/orders/ACMA-7K2M9QX4TD');
});
