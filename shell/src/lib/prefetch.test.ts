import { networkAllowsInView, remotePageMatcher } from './prefetch';
import type { RouteSpec } from '../route-table';

let routes: RouteSpec[] = [
  { path: '/', remote: 'marketing', module: 'HomePage' },
  { path: '/catalog', remote: 'catalog', module: 'CatalogPage' },
  { path: '/certification/:slug', remote: 'product-pages', module: 'CertificationPage' },
  { path: '/certification', remote: 'product-pages', redirect: '/404Error' },
  { path: '/:productType/:productNickName', remote: 'product-pages', module: 'ProductLinkPage' },
  { path: '/404Error', shell: 'error-404' },
  { path: '*', shell: 'not-found' },
];
const origin = 'https://shop.example.org';
const matcher = remotePageMatcher(() => routes);
const remotePageFor = (href: string) => matcher(href, origin);

describe('remotePageMatcher', () => {
  it('names the remote page a same-site link leads to, ranked as the router ranks', () => {
    expect(remotePageFor('/catalog?types=report')).toMatchObject({ remote: 'catalog', module: 'CatalogPage' });
    expect(remotePageFor(`${origin}/certification/bcmas#top`)).toMatchObject({ remote: 'product-pages', module: 'CertificationPage', params: { slug: 'bcmas' } });
    expect(remotePageFor('/report/msl-2025')).toMatchObject({ remote: 'product-pages', module: 'ProductLinkPage', params: { productType: 'report', productNickName: 'msl-2025' } });
  });
  it('nothing for shell pages, unknown paths, other origins and bad hrefs', () => {
    expect(remotePageFor('/404Error')).toBeNull();
    expect(remotePageFor('/certification')).toBeNull(); // a remote's redirect: no page to load
    expect(remotePageFor('/a/b/c')).toBeNull();
    expect(remotePageFor('https://elsewhere.example/catalog')).toBeNull();
    expect(remotePageFor('http://[bad')).toBeNull();
  });
});

it('follows the routes the tab knows now (a navigation discovered a release\'s new page)', () => {
  expect(remotePageFor('/speakers')).toBeNull();
  routes = [{ path: '/speakers', remote: 'summit', module: 'SpeakersPage' }, ...routes];
  expect(remotePageFor('/speakers')).toMatchObject({ remote: 'summit', module: 'SpeakersPage' });
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
