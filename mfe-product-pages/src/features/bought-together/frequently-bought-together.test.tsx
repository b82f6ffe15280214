import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { summary } from '../../test/fixtures';
import '../../test/render';
import { FrequentlyBoughtTogether } from './frequently-bought-together';

const items = [
  summary({ productName: 'BCMAS', productPrice: 2399.99 }),
  summary({ productName: 'Trends Report', productPrice: 499 }),
  summary({ productName: 'Webinar', productPrice: 99.5 }),
  summary({ productName: 'Fourth', productPrice: 10 }),
];

describe('FrequentlyBoughtTogether', () => {
  it('lists the first 3, all checked, totals the checked ones and adds them', async () => {
    const onAdd = jest.fn();
    render(<MemoryRouter><FrequentlyBoughtTogether products={items} onAdd={onAdd} /></MemoryRouter>);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    boxes.forEach((b) => expect(b).toBeChecked());
    expect(screen.queryByText('Fourth')).toBeNull();
    expect(screen.getByTestId('bought-together-total')).toHaveTextContent('$2,998.49');

    await userEvent.click(screen.getByLabelText('Trends Report'));
    expect(screen.getByTestId('bought-together-total')).toHaveTextContent('Total price (2 items): $2,499.49');
    await userEvent.click(screen.getByRole('button', { name: 'Add Selected to Cart' }));
    expect(onAdd).toHaveBeenCalledWith([items[0], items[2]]);
  });

  it('disables the button when nothing is checked and renders nothing without products', async () => {
    const { rerender } = render(<MemoryRouter><FrequentlyBoughtTogether products={items.slice(0, 1)} onAdd={jest.fn()} /></MemoryRouter>);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Add Selected to Cart' })).toBeDisabled();
    rerender(<MemoryRouter><FrequentlyBoughtTogether products={[]} onAdd={jest.fn()} /></MemoryRouter>);
    expect(screen.queryByRole('heading', { name: 'Frequently Bought Together' })).toBeNull();
  });
});
