import { isRemoteRoute, resolveRoute, ROUTES, routeMatcher } from './route-table';

// Every address of the spec's route table (section 2.1), with the one page it must resolve to.
const SPEC: [string, string][] = [
  ['/', 'marketing/HomePage'],
  ['/callback', 'shell:callback'],
  ['/catalog', 'catalog/CatalogPage'],
  ['/cart', 'checkout/CartPage'],
  ['/checkout', 'checkout/CheckoutPage'],
  ['/profile', 'checkout/ProfilePage'],
  ['/profile/orders/R-1001', 'checkout/ReceiptPage'], // beyond the spec: an order's printable receipt
  ['/success', 'checkout/SuccessPage'],
  ['/cancel', 'checkout/CancelPage'],
  ['/additionalFields', 'checkout/AdditionalFieldsPage'],
  ['/certification/bcmas', 'product-pages/CertificationPage'],
  ['/event/msl-summit', 'product-pages/EventPage'],
  ['/report/msl-compensation-report-2025', 'product-pages/ReportPage'],
  ['/extension/bcmas-extension', 'product-pages/ExtensionPage'],
  ['/bundle/bcmas-pacs', 'product-pages/BundlePage'],
  ['/database/msl-database', 'product-pages/DatabasePage'],
  ['/conference/summit-march-2025', 'summit/ConferencePage'],
  ['/thinkTankVideo/a-video', 'product-pages/ThinkTankVideoPage'],
  ['/thinkTankReport/a-report', 'product-pages/ThinkTankReportPage'],
  ['/webinar/a-webinar', 'product-pages/WebinarPage'],
  ['/certificate/some-nick-name', 'product-pages/ProductLinkPage'],
  ['/certifications', 'catalog/CatalogPage'],
  ['/faq', 'marketing/FaqPage'],
  ['/policies', 'marketing/PoliciesPage'],
  ['/terms', 'marketing/TermsPage'],
  ['/contact-us', 'marketing/ContactPage'],
  ['/contact-us/mas-b2c', 'marketing/ContactPage'],
  ['/contact-us/mas-b2b', 'marketing/ContactPage'],
  ['/contact-us/jobs', 'marketing/ContactPage'],
  ['/summit-conference-badge', 'summit/BadgePage'],
  ['/summit-conference-free-pass', 'summit/FreePassPage'],
  ['/sipha-conference', 'marketing/SiphaPage'],
  ['/acma-summit-nominations', 'summit/NominationsPage'],
  ['/definitive-guide-ebook', 'marketing/EbookPage'],
  ['/pharmacist-definitive-guide-ebook', 'marketing/EbookPage'],
  ['/thank-you-msl-guide', 'marketing/EbookThankYouPage'],
  ['/thank-you-pharmacist-guide', 'marketing/EbookThankYouPage'],
  ['/has-event/raffle', 'marketing/HasEventPage'],
  ['/has-event/testimonial', 'marketing/HasEventPage'],
  ['/has-event/breakfast', 'marketing/HasEventPage'],
  ['/has-event/reimbursement-ai-trial', 'marketing/HasEventPage'],
  ['/test-your-knowledge-medical-affairs', 'marketing/QuizPage'],
  ['/biologics-biosimilars', 'marketing/BiologicsPage'],
  ['/thank-you-biologics-biosimilars', 'marketing/BiologicsThankYouPage'],
  ['/staff/releases', 'shell:staff-releases'], // beyond the spec: the staff's release health
  ['/generic-error', 'shell:generic-error'],
  ['/404Error', 'shell:error-404'],
  ['/shopping-cart', 'shell:redirect-to-cart'], // the one route that only redirects to /cart
  ['/certification/', 'shell:redirect-to-404'], // a product route without its slug goes to /404Error
  ['/event', 'shell:redirect-to-404'],
  ['/bundle/', 'shell:redirect-to-404'],
  ['/any/other/path', 'shell:not-found'],
  ['/nothing-here', 'shell:not-found'],
];
const GUARDED = ['/checkout', '/profile', '/profile/orders/:receiptNumber', '/success', '/cancel', '/additionalFields', '/staff/releases'];

const pageName = (path: string): string | null => {
  const hit = resolveRoute(path);
  if (!hit) return null;
  return isRemoteRoute(hit.route) ? `${hit.route.remote}/${hit.route.module}` : `shell:${hit.route.shell}`;
};

describe('the route table', () => {
  it.each(SPEC)('%s resolves to exactly one page: %s', (path, expected) => {
    expect(pageName(path)).toBe(expected);
    // exactly one: no other route of the table ranks equal (react-router picks one; the others lose by rank)
    const equal = ROUTES.filter((r) => routeMatcher([r])(path) && routeMatcher([r, ...ROUTES.filter((o) => o !== r)])(path)?.route === r);
    expect(equal.length).toBeLessThanOrEqual(1);
  });
  it('only the spec\'s guarded routes need sign-in', () => {
    expect(ROUTES.filter((r) => r.signIn).map((r) => r.path).sort()).toEqual([...GUARDED].sort());
  });
  it('the addresses a route with a parameter lists (the sitemap\'s) are that route\'s, in the spec\'s table', () => {
    const listed = ROUTES.flatMap((r) => (r.addresses ?? []).map((a) => [a, r] as const));
    expect(listed.length).toBeGreaterThan(0);
    for (const [address, route] of listed) {
      expect(resolveRoute(address)?.route).toBe(route);
      expect(SPEC.some(([path]) => path === address)).toBe(true);
    }
  });
});

describe('canonicalSpelling', () => {
  it('spells the fixed segments as the route does and keeps the parameters as given', async () => {
    const { canonicalSpelling } = await import('./route-table');
    expect(canonicalSpelling('/CATALOG')).toBe('/catalog');
    expect(canonicalSpelling('/Faq/')).toBe('/faq');
    expect(canonicalSpelling('/404error')).toBe('/404Error');
    expect(canonicalSpelling('/THINKTANKREPORT/My-Report')).toBe('/thinkTankReport/My-Report');
    expect(canonicalSpelling('/faq')).toBeNull();
    expect(canonicalSpelling('/certification/BCMAS')).toBeNull();
    expect(canonicalSpelling('/Course/x')).toBeNull(); // /:productType/:productNickName: parameters only
    expect(canonicalSpelling('/no-such-page')).toBeNull();
    expect(canonicalSpelling('/')).toBeNull();
  });
});
