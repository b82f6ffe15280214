// `pnpm --filter mfe-__NAME__ dev` serves this remote's pages alone (async boundary for shared modules).
void import('./harness-app');
