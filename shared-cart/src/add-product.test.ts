jest.mock('shared-api', () => ({ api: { trackAddToCart: jest.fn(() => Promise.resolve()) }, logApiError: jest.fn() }));
import { api } from 'shared-api';
import { addProductToCart } from './add-product';
import { readCart } from './cart-store';
import { captureUtm } from 'shared-analytics';

beforeEach(() => { localStorage.clear(); window.dataLayer = []; });

it('stores the line, pushes add_to_cart in USD and makes the tracking call with utm values', () => {
  captureUtm('?utm_source=linkedin&utm_medium=social&utm_campaign=msl');
  addProductToCart({ productId: 1, productName: 'BCMAS', productPrice: 2399.99, productDetailType: 'certification' }, { email: 'a@b.co', fullName: 'Ann Bee' });
  expect(readCart()).toEqual([{ productId: 1, quantity: 1, productDetailType: 'certification' }]);
  expect(window.dataLayer).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 2399.99, items: [{ item_name: 'BCMAS', item_id: '1', price: 2399.99, quantity: 1 }] } }]);
  expect(api.trackAddToCart).toHaveBeenCalledWith({
    products: [{ productId: 1, productPrice: 2399.99, productName: 'BCMAS' }], email: 'a@b.co', fullName: 'Ann Bee',
    params: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'msl' },
  });
});
