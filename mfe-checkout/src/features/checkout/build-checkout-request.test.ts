import { buildCheckoutRequest, type CheckoutInput } from './build-checkout-request';
import { installmentPlan, offersInstallments, subscriptionMonths } from './payment-plan';
import { exitOfferHelps, offersExitDiscount } from './exit-discount';

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
  shown: { total: 4751.48, lines: [{ productId: 1, productPrice: 2399.99 }, { productId: 9, productPrice: 499.5 }] },
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
      shownTotalCents: 475148,
      shownLines: [{ productId: 1, unitCents: 239999 }, { productId: 9, unitCents: 49950 }],
    });
  });

  it('sends what the page shows in whole cents (the server refuses to charge anything else)', () => {
    const req = buildCheckoutRequest({ ...base, shown: { total: 0.1 + 0.2, lines: [{ productId: 1, productPrice: 19.99 }, { productId: 9, productPrice: 1099.99 }] } });
    expect(req.shownTotalCents).toBe(30);
    expect(req.shownLines).toEqual([{ productId: 1, unitCents: 1999 }, { productId: 9, unitCents: 109999 }]);
  });

  it('leaves the region out without product 1 and sends no prices of its own (only what it showed, apart)', () => {
    const req = buildCheckoutRequest({ ...base, lines: [{ productId: 20, quantity: 1, productDetailType: 'certification' }], savedLicenses: {} });
    expect(req.purchaseObj).toEqual({ extraCert: [] });
    expect(JSON.stringify(req)).not.toContain('productPrice');
    expect(req.products).toEqual([{ productId: 20, quantity: 1, productDetailType: 'certification' }]);
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

  it('counts months, and the plan shown adds up to the total exactly (the last payment takes the remainder)', () => {
    expect(subscriptionMonths('fullPayment')).toBe(0);
    expect(subscriptionMonths('installment')).toBe(3);
    expect(installmentPlan(2399.99)).toEqual([799.99, 799.99, 800.01]);
    expect(installmentPlan(4799.98)).toEqual([1599.99, 1599.99, 1600]);
    expect(installmentPlan(1500)).toEqual([500, 500, 500]);
  });
});

describe('exit discount', () => {
  it('is offered only for a cart of exactly product 1', () => {
    expect(offersExitDiscount([{ productId: 1, quantity: 1, productDetailType: 'certification' }])).toBe(true);
    expect(offersExitDiscount([{ productId: 1, quantity: 1, productDetailType: 'certification' }, { productId: 2, quantity: 1, productDetailType: 'certification' }])).toBe(false);
    expect(offersExitDiscount([{ productId: 2, quantity: 1, productDetailType: 'certification' }])).toBe(false);
    expect(offersExitDiscount([])).toBe(false);
  });

  it('is offered only when it lowers the price: never over its own code or a code that saves as much', () => {
    const bcmas = [{ productId: 1, quantity: 1, productDetailType: 'certification' }];
    expect(exitOfferHelps(bcmas, null)).toBe(true);
    expect(exitOfferHelps(bcmas, { code: 'SAVE50', savings: 50 })).toBe(true);
    expect(exitOfferHelps(bcmas, { code: 'ACMA15', savings: 360 })).toBe(false);
    expect(exitOfferHelps(bcmas, { code: 'BCMAS100', savings: 100 })).toBe(false);
    expect(exitOfferHelps(bcmas, { code: 'OTHER100', savings: 100 })).toBe(false);
    // two seats: the pop-up's code takes $100 off each, $200 in all
    expect(exitOfferHelps([{ ...bcmas[0]!, quantity: 2 }], { code: 'SAVE150', savings: 150 })).toBe(true);
    expect(exitOfferHelps([{ productId: 2, quantity: 1, productDetailType: 'certification' }], null)).toBe(false);
  });
});
