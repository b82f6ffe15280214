// `pnpm --filter mfe-marketing dev` serves this remote's pages alone (async boundary for shared modules).
void import('./harness-app');
