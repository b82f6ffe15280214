// `pnpm --filter mfe-catalog dev` serves this remote's page alone (async boundary for shared modules).
void import('./harness-app');
