// The checkout team's pages and their addresses (the route contract: shared-api/routes). Data only.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = {
  CartPage: './pages/cart-page.tsx',
  CheckoutPage: './pages/checkout-page.tsx',
  ProfilePage: './pages/profile-page.tsx',
  ReceiptPage: './pages/receipt-page.tsx',
  SuccessPage: './pages/success-page.tsx',
  CancelPage: './pages/cancel-page.tsx',
  AdditionalFieldsPage: './pages/additional-fields-page.tsx',
} as const;

/** A signed-in buyer's page: never for search engines. */
const guarded = { signIn: true, noindex: true } as const;

export default {
  pages,
  routes: [
    // `notice`: what an Add to Cart sent without scripts did not add (server/cart-add.ts)
    { path: '/cart', module: 'CartPage', noindex: true, query: ['notice'] },
    { path: '/shopping-cart', redirect: '/cart', noindex: true, canonical: '/cart' },
    { path: '/checkout', module: 'CheckoutPage', ...guarded },
    { path: '/profile', module: 'ProfilePage', ...guarded },
    { path: '/profile/orders/:receiptNumber', module: 'ReceiptPage', ...guarded }, // an order's printable receipt (owner only)
    { path: '/success', module: 'SuccessPage', ...guarded },
    { path: '/cancel', module: 'CancelPage', ...guarded },
    { path: '/additionalFields', module: 'AdditionalFieldsPage', ...guarded },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
