// `pnpm --filter mfe-product-pages dev` serves this remote's pages alone (async boundary for shared modules).
void import('./harness-app');
