// The store's page-view secret in the e2e run (RELEASE_VIEW_SECRET, set by playwright.config.ts): the
// specs that play returning buyers sign their cohort cookie with it, as the store would.
export const E2E_VIEW_SECRET = 'e2e-page-view-secret-0123456789abcdef';
