// The modules under mutation testing (`pnpm test:mutation [group…]`), each with the fastest tests
// that exercise it. API modules run under node's test runner (Stryker's TAP runner, one process per
// test file); browser packages under jest.
export const groups = {
  pricing: {
    what: 'cart pricing and the installment offer',
    mutate: ['api/src/cart/pricing.ts', 'api/src/payments/plan.ts'],
    tests: ['api/test/pricing-units.test.ts'],
  },
  checkout: {
    what: 'the order priced and checked again at checkout (server side)',
    mutate: ['api/src/payments/price-order.ts'],
    tests: ['api/test/pricing-units.test.ts'],
  },
  promo: {
    what: 'promotion code rules',
    mutate: ['api/src/promo/promo.ts'],
    tests: ['api/test/promo-units.test.ts'],
  },
  installments: {
    what: 'installment plans',
    mutate: ['api/src/payments/installments.ts'],
    tests: ['api/test/installments-units.test.ts'],
  },
  auth: {
    what: 'bearer token checks',
    mutate: ['api/src/auth.ts'],
    tests: ['api/test/auth-units.test.ts'],
  },
  'return-to': {
    what: 'the sign-in return path guard',
    mutate: ['shared-auth/src/return-to.ts'],
    jest: ['shared-auth/src/return-to.test.ts'],
  },
};
