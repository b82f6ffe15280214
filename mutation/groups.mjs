// The modules under mutation testing (`pnpm test:mutation [group…]`), each with the fastest tests
// that exercise it. API modules run under node's test runner (Stryker's TAP runner, one process per
// test file); browser packages under jest. A `file:from-to` entry mutates only those lines: the
// pure decisions of a module whose other functions are I/O glue (keep the ranges on the functions
// named beside them when the file changes).
export const groups = {
  pricing: {
    what: 'cart pricing and the installment offer',
    mutate: ['api/src/cart/pricing.ts', 'api/src/payments/plan.ts'],
    tests: ['api/test/pricing-units.test.ts'],
  },
  checkout: {
    what: 'the order priced and checked again at checkout (server side)',
    mutate: ['api/src/payments/price-order.ts', 'api/src/cart/bundle-overlap.ts'],
    tests: ['api/test/pricing-units.test.ts', 'api/test/checkout-units.test.ts'],
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
  fulfilment: {
    what: 'the webhook\'s and the fulfilment\'s decisions: paid as priced, seats, installment schedule, receipt, event action',
    mutate: [
      'api/src/fulfilment/fulfil.ts:46-130', // newReceiptId, isSeatLine, dollars, seatsUrl, paymentProblem … receiptRecipient
      'api/src/routes/webhooks.ts:20-44', // SESSION_ID, FULFIL_EVENTS, webhookAction
    ],
    tests: ['api/test/fulfilment-units.test.ts'],
  },
  seats: {
    what: 'seat rules: whose seat, the BCMAS region, the saved answer, the change limits',
    mutate: [
      'api/src/seats/limits.ts',
      'api/src/seats/assign.ts:22-34', // seatRegion, seatSavedMessage
    ],
    tests: ['api/test/seats-units.test.ts'],
  },
  email: {
    what: 'the store\'s one email check and the name rules',
    mutate: ['shared-api/src/email.ts', 'shared-api/src/names.ts', 'shared-api/src/names-quick.ts'],
    jest: ['shared-api/src/email.test.ts', 'shared-api/src/names.test.ts', 'shared-api/src/names-quick.test.ts'],
  },
  'checkout-form': {
    what: 'the checkout page\'s Continue to Payment checks (browser)',
    mutate: ['mfe-checkout/src/features/checkout/validate-checkout.ts'],
    jest: ['mfe-checkout/src/features/checkout/validate-checkout.test.ts'],
  },
  'return-to': {
    what: 'the sign-in return path guard',
    mutate: ['shared-auth/src/return-to.ts'],
    jest: ['shared-auth/src/return-to.test.ts'],
  },
};
