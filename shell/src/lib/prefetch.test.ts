import { remotePageMatcher } from './prefetch';
import type { RouteDef } from '../routes';

const routes: RouteDef[] = [
  { path: '/', remote: 'marketing', module: 'HomePage' },
  { path: '/catalog', remote: 'catalog', module: 'CatalogPage' },
  { path: '/certification/:slug', remote: 'product-pages', module: 'CertificationPage' },
  { path: '/:productType/:productNickName', remote: 'product-pages', module: 'ProductLinkPage' },
  { path: '/404Error', element: null },
  { path: '*', element: null },
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
