import { buildCheckoutRequest, type CheckoutInput } from './build-checkout-request';
import { installmentAmount, offersInstallments, subscriptionMonths } from './payment-plan';
import { offersExitDiscount } from './exit-discount';

const base: CheckoutInput = {
  lines: [{ productId: 1, quantity: 2, productDetailType: 'certification' }, { productId: 9, quantity: 1, productDetailType: 'report' }],
  fullName: '  Dana Ruiz ',
  email: ' dana@example.com ',
  region: 70,
  savedLicenses: { 1: [{ productId: 1, name: ' Ann Lee ', email: 'ann@example.com', id: 72 }, { productId: 1, name: 'Bo Kim', email: '' }] },
  termsAgreed: true,
  paymentType: 'fullPayment',
  couponCode: 'SAVE10',
  utm: { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' },
};

describe('buildCheckoutRequest', () => {
  it('builds the spec payload with the region when product 1 is in the cart', () => {
    expect(buildCheckoutRequest(base)).toEqual({
      products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }, { productId: 9, quantity: 1, productDetailType: 'report' }],
      purchaseObj: {
        region: 70,
        extraCert: [{ productId: 1, name: 'Ann Lee', email: 'ann@example.com', id: 72 }, { productId: 1, name: 'Bo Kim', email: '', id: 64 }],
      },
      email: 'dana@example.com',
      fullName: 'Dana Ruiz',
      termsAgreed: true,
      paymentType: 'fullPayment',
      couponCode: 'SAVE10',
      subscriptionMonth: 0,
      params: { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' },
    });
  });

  it('leaves the region out without product 1 and sends no prices', () => {
    const req = buildCheckoutRequest({ ...base, lines: [{ productId: 20, quantity: 1, productDetailType: 'certification' }], savedLicenses: {} });
    expect(req.purchaseObj).toEqual({ extraCert: [] });
    expect(JSON.stringify(req)).not.toContain('productPrice');
  });

  it('drops saved rows of lines that no longer need them', () => {
    const req = buildCheckoutRequest({ ...base, lines: [{ productId: 1, quantity: 1, productDetailType: 'certification' }] });
    expect(req.purchaseObj.extraCert).toEqual([]);
  });

  it('sends 3 months and no coupon for installments', () => {
    const req = buildCheckoutRequest({ ...base, paymentType: 'installment' });
    expect(req.subscriptionMonth).toBe(3);
    expect(req.couponCode).toBe('');
  });
});

describe('payment plan', () => {
  it('offers installments only when every line is a certification of 1000 or more', () => {
    expect(offersInstallments([{ productType: 'certification', productPrice: 2399.99 }, { productType: 'certification', productPrice: 1000 }])).toBe(true);
    expect(offersInstallments([{ productType: 'certification', productPrice: 2399.99 }, { productType: 'report', productPrice: 1500 }])).toBe(false);
    expect(offersInstallments([{ productType: 'certification', productPrice: 999.99 }])).toBe(false);
    expect(offersInstallments([])).toBe(false);
  });

  it('counts months and rounds an installment up to the cent', () => {
    expect(subscriptionMonths('fullPayment')).toBe(0);
    expect(subscriptionMonths('installment')).toBe(3);
    expect(installmentAmount(2399.99)).toBe(800);
    expect(installmentAmount(1500)).toBe(500);
  });
});

describe('exit discount', () => {
  it('is offered only for a cart of exactly product 1', () => {
    expect(offersExitDiscount([{ productId: 1, quantity: 1, productDetailType: 'certification' }])).toBe(true);
    expect(offersExitDiscount([{ productId: 1, quantity: 1, productDetailType: 'certification' }, { productId: 2, quantity: 1, productDetailType: 'certification' }])).toBe(false);
    expect(offersExitDiscount([{ productId: 2, quantity: 1, productDetailType: 'certification' }])).toBe(false);
    expect(offersExitDiscount([])).toBe(false);
  });
});
