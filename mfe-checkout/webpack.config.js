const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  devPort: 3003,
  exposes: {
    './CartPage': './src/pages/cart-page.tsx',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './SuccessPage': './src/pages/success-page.tsx',
    './CancelPage': './src/pages/cancel-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './AdditionalFieldsPage': './src/pages/additional-fields-page.tsx',
    './ReceiptPage': './src/pages/receipt-page.tsx',
  },
});
