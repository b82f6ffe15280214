import { networkAllowsInView, pageFilesOf, remotePageMatcher } from './prefetch';
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

describe('pageFilesOf (a page\'s files by the chunk maps: what loading it runs, what its code loads later)', () => {
  // as shared-build's ChunkMapPlugin writes them (mfe-product-pages and the shell, abridged)
  const remote = {
    'expose:./CertificationPage': ['551.js', 'expose_CertificationPage.js'],
    'uses:./CertificationPage': ['react', 'shared-api', 'shared-ui/rich-text'],
    'later:./CertificationPage': ['374.js'],
    'provide:shared-ui/rich-text': ['829.js'],
    'later:shared-ui/rich-text': ['dompurify.js'],
    'provide:react': ['react-copy.js'],
    'later:react': ['never.js'],
    'expose:./BundlePage': ['expose_BundlePage.js', '374.js'],
    'uses:./BundlePage': ['react'],
    'later:./BundlePage': ['374.js', '46.js'],
  };
  const shell = { 'provide:react': ['react.js'], 'provide:shared-api': ['api.js'], 'consume:axios': ['137.js'] };

  it('runs its chunks and the build\'s copy of a shared module the shell does not provide; later, what their code imports', () => {
    expect(pageFilesOf(remote, shell, 'CertificationPage')).toEqual({
      run: ['551.js', 'expose_CertificationPage.js', '829.js'],
      later: ['374.js', 'dompurify.js'],
    });
  });
  it('nothing of a shared module the shell provides (its copy is the shell\'s), and no file twice', () => {
    expect(pageFilesOf(remote, shell, 'BundlePage')).toEqual({ run: ['expose_BundlePage.js', '374.js'], later: ['46.js'] });
  });
  it('a page the map does not know (an older build\'s map, no later: key): nothing, or its chunks only', () => {
    expect(pageFilesOf(remote, shell, 'NoSuchPage')).toEqual({ run: [], later: [] });
    expect(pageFilesOf({ 'expose:./HomePage': ['home.js'] }, {}, 'HomePage')).toEqual({ run: ['home.js'], later: [] });
  });
});
