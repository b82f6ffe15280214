import { networkAllowsInView, remotePageMatcher } from './prefetch';
import type { RouteSpec } from '../route-table';

const fixed = { from: 'fixed' } as const;
const routes: RouteSpec[] = [
  { path: '/', remote: 'marketing', module: 'HomePage', meta: fixed },
  { path: '/catalog', remote: 'catalog', module: 'CatalogPage', meta: fixed },
  { path: '/certification/:slug', remote: 'product-pages', module: 'CertificationPage', meta: fixed },
  { path: '/:productType/:productNickName', remote: 'product-pages', module: 'ProductLinkPage', meta: fixed },
  { path: '/404Error', shell: 'error-404', meta: fixed },
  { path: '*', shell: 'not-found', meta: { from: 'not-found' } },
];
const origin = 'https://shop.example.org';
const remotePageFor = (href: string) => remotePageMatcher(routes)(href, origin);

describe('remotePageMatcher', () => {
  it('names the remote page a same-site link leads to, ranked as the router ranks', () => {
    expect(remotePageFor('/catalog?types=report')).toEqual({ remote: 'catalog', module: 'CatalogPage' });
    expect(remotePageFor(`${origin}/certification/bcmas#top`)).toEqual({ remote: 'product-pages', module: 'CertificationPage' });
    expect(remotePageFor('/report/msl-2025')).toEqual({ remote: 'product-pages', module: 'ProductLinkPage' });
  });
  it('nothing for shell pages, unknown paths, other origins and bad hrefs', () => {
    expect(remotePageFor('/404Error')).toBeNull();
    expect(remotePageFor('/a/b/c')).toBeNull();
    expect(remotePageFor('https://elsewhere.example/catalog')).toBeNull();
    expect(remotePageFor('http://[bad')).toBeNull();
  });
});

describe('networkAllowsInView (links in view prefetch only when the network allows)', () => {
  it('yes on a fast connection, or when the browser does not say', () => {
    expect(networkAllowsInView({ effectiveType: '4g' })).toBe(true);
    expect(networkAllowsInView({})).toBe(true);
    expect(networkAllowsInView(undefined)).toBe(true);
  });
  it('no with Save-Data, or on a connection rated 3g or slower', () => {
    expect(networkAllowsInView({ effectiveType: '4g', saveData: true })).toBe(false);
    for (const effectiveType of ['3g', '2g', 'slow-2g']) expect(networkAllowsInView({ effectiveType })).toBe(false);
  });
});
