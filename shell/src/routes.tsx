// The route table: every route of spec section 2.1, in one place. `remote` + `module` name a page
// that a remote exposes; `element` is a shell page. Routes whose remote is not in the runtime
// configuration are left out (the not-found page answers for them).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getAppConfig } from 'shared-api';
import { RequireAuth } from 'shared-auth';

// The shell's own pages are seldom the first page of a visit: their code loads when they are shown,
// not with every first page (the first-load budget, issue 11).
function shellPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function ShellPage() {
    return <Suspense fallback={<div style={{ minHeight: '60vh' }} />}><Page /></Suspense>;
  };
}
const CallbackPage = shellPage(async () => (await import('./features/account/callback-page')).CallbackPage);
const NotFoundPage = shellPage(async () => (await import('./pages/not-found-page')).NotFoundPage);
const Error404Page = shellPage(async () => (await import('./pages/error-404-page')).Error404Page);
const GenericErrorPage = shellPage(async () => (await import('./pages/generic-error-page')).GenericErrorPage);

export interface RouteDef {
  path: string;
  remote?: string;
  module?: string;
  element?: ReactNode;
  guarded?: boolean;
}

const page = (remote: string) => (path: string, module: string, guarded = false): RouteDef => ({ path, remote, module, guarded });
const marketing = page('marketing');
const catalog = page('catalog');
const product = page('product-pages');
const checkout = page('checkout');
const summit = page('summit');

export const allRoutes: RouteDef[] = [
  marketing('/', 'HomePage'),
  { path: '/callback', element: <CallbackPage /> },
  catalog('/catalog', 'CatalogPage'),
  catalog('/certifications', 'CatalogPage'),
  checkout('/cart', 'CartPage'),
  { path: '/shopping-cart', element: <Navigate to="/cart" replace /> }, // the route that only redirects to /cart
  checkout('/checkout', 'CheckoutPage', true),
  checkout('/profile', 'ProfilePage', true),
  checkout('/profile/orders/:receiptNumber', 'ReceiptPage', true), // an order's printable receipt (owner only)
  checkout('/success', 'SuccessPage', true),
  checkout('/cancel', 'CancelPage', true),
  checkout('/additionalFields', 'AdditionalFieldsPage', true),
  product('/certification/:slug', 'CertificationPage'),
  product('/event/:slug', 'EventPage'),
  product('/report/:slug', 'ReportPage'),
  product('/extension/:slug', 'ExtensionPage'),
  product('/bundle/:slug', 'BundlePage'),
  product('/database/:slug', 'DatabasePage'),
  product('/thinkTankVideo/:slug', 'ThinkTankVideoPage'),
  product('/thinkTankReport/:slug', 'ThinkTankReportPage'),
  product('/webinar/:slug', 'WebinarPage'),
  // a product route without its slug (/certification/, /event/, ...) goes to /404Error (spec 2.5-2.11)
  ...['certification', 'event', 'report', 'extension', 'bundle', 'database', 'thinkTankVideo', 'thinkTankReport', 'webinar']
    .map((type): RouteDef => ({ path: `/${type}`, element: <Navigate to="/404Error" replace /> })),
  summit('/conference', 'ConferencePage'),
  summit('/conference/:slug', 'ConferencePage'),
  product('/:productType/:productNickName', 'ProductLinkPage'),
  marketing('/faq', 'FaqPage'),
  marketing('/policies', 'PoliciesPage'),
  marketing('/terms', 'TermsPage'),
  marketing('/contact-us', 'ContactPage'),
  marketing('/contact-us/:variant', 'ContactPage'),
  summit('/summit-conference-badge', 'BadgePage'),
  summit('/summit-conference-free-pass', 'FreePassPage'),
  marketing('/sipha-conference', 'SiphaPage'),
  summit('/acma-summit-nominations', 'NominationsPage'),
  marketing('/definitive-guide-ebook', 'EbookPage'),
  marketing('/pharmacist-definitive-guide-ebook', 'EbookPage'),
  marketing('/thank-you-msl-guide', 'EbookThankYouPage'),
  marketing('/thank-you-pharmacist-guide', 'EbookThankYouPage'),
  marketing('/has-event/:kind', 'HasEventPage'),
  marketing('/test-your-knowledge-medical-affairs', 'QuizPage'),
  marketing('/biologics-biosimilars', 'BiologicsPage'),
  marketing('/thank-you-biologics-biosimilars', 'BiologicsThankYouPage'),
  { path: '/generic-error', element: <GenericErrorPage /> },
  { path: '/404Error', element: <Error404Page /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The routes whose remote is configured (or that the shell renders itself). */
export function activeRoutes(): RouteDef[] {
  const remotes = getAppConfig().remotes;
  return allRoutes.filter((r) => !r.remote || r.remote in remotes);
}

export function guard(def: RouteDef, node: ReactNode): ReactNode {
  return def.guarded ? <RequireAuth>{node}</RequireAuth> : node;
}
