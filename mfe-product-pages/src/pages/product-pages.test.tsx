// The other product pages: extension, report, bundle, database, think tank video/report, webinar,
// and the generic /{productType}/{productNickName} link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-api';
import { CART_STORAGE_KEY } from 'shared-cart';
import { product, summary } from '../test/fixtures';
import { headOf, renderRoute } from '../test/render';
import BundlePage, { loader as bundlePageLoader } from './bundle-page';
import DatabasePage, { handle as databaseHandle, loader as databasePageLoader } from './database-page';
import ExtensionPage, { loader as extensionPageLoader } from './extension-page';
import ProductLinkPage, { loader as productLinkPageLoader } from './product-link-page';
import ReportPage, { handle as reportHandle, loader as reportPageLoader } from './report-page';
import ThinkTankReportPage, { loader as thinkTankReportPageLoader } from './think-tank-report-page';
import ThinkTankVideoPage, { loader as thinkTankVideoPageLoader } from './think-tank-video-page';
import WebinarPage, { loader as webinarPageLoader } from './webinar-page';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  api: { getProduct: jest.fn(), trackAddToCart: jest.fn(() => Promise.resolve()) },
  logApiError: jest.fn(),
}));
jest.mock('shared-auth', () => ({ useAuth: () => ({ status: 'unauthenticated', user: null }) }));

const getProduct = api.getProduct as jest.Mock;
const cartIds = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]').map((l: { productId: number }) => l.productId);
const h1 = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => { localStorage.clear(); getProduct.mockReset(); });

describe('ExtensionPage', () => {
  it('shows the 6 Month Extension block with its notice and adds to the cart', async () => {
    getProduct.mockResolvedValue(product({ productId: 60, productName: 'BCMAS Extension', productPrice: 479, extensionDetails: summary({ productName: 'BCMAS', productNickName: 'bcmas' }) }, 'extension'));
    renderRoute('/extension/bcmas-extension', '/extension/:slug', ExtensionPage, extensionPageLoader);
    await h1();
    expect(getProduct).toHaveBeenCalledWith('bcmas-extension', 'extension');
    const block = screen.getByTestId('extension-block');
    expect(within(block).getByRole('heading', { name: '6 Month Extension' })).toBeInTheDocument();
    expect(screen.getByTestId('extension-notice')).toHaveTextContent(/only buy this extension if your program access has expired or is about to expire/i);
    expect(within(block).getByRole('link', { name: 'BCMAS' })).toHaveAttribute('href', '/certification/bcmas');
    await userEvent.click(within(block).getByRole('button', { name: 'Add to Cart' }));
    expect(cartIds()).toEqual([60]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });
});

describe('ReportPage', () => {
  it('shows strikeout, best-seller badge, description, included, trends, benefits and similar', async () => {
    getProduct.mockResolvedValue(product({
      productId: 70, productName: 'Medical Affairs Trends 2026', productPrice: 499, strikeoutPrice: 699,
      productFeature: 'Best Seller', productFeatureImage: '/images/best-seller.svg', longDescription: '<p>Deep dive.</p>',
      databaseIncludes: { whatsIncluded: [{ name: '120 pages', excerpt: 'Charts and tables.' }] },
      learningObjectives: { objectives: [{ name: 'Benchmark your team', excerpt: 'Against peers.' }] },
      topics: [{ topic: 'Remote field roles' }, { topic: 'Oncology demand' }],
      boughtTogether: [summary(), summary(), summary()],
    }, 'report'));
    renderRoute('/report/trends-2026', '/report/:slug', ReportPage, reportPageLoader);
    await h1();
    const card = screen.getByTestId('buy-card');
    expect(within(card).getByLabelText('was $699.00')).toBeInTheDocument();
    expect(within(card).getByAltText('Best Seller')).toHaveAttribute('src', '/images/best-seller.svg');
    expect(screen.getByTestId('long-description')).toHaveTextContent('Deep dive.');
    expect(screen.getByTestId('whats-included')).toHaveTextContent('120 pages');
    expect(within(screen.getByTestId('trends')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Remote field roles', 'Oncology demand']);
    expect(screen.getByTestId('benefits')).toHaveTextContent('Benchmark your team');
    expect(within(screen.getByTestId('similar')).getAllByTestId('product-card')).toHaveLength(2);
    const head = await headOf(reportHandle, await getProduct.mock.results[0]!.value, '/report/trends-2026');
    expect(head.ld[0]).toMatchObject({ '@type': 'Product', offers: { price: '499.00', priceCurrency: 'USD' } });
  });

  it('has no badge when the report is not featured, and lists its deliverables as included', async () => {
    getProduct.mockResolvedValue(product({ productFeature: null, productFeatureImage: '/images/best-seller.svg', objectives: [{ name: '62-page PDF', excerpt: 'Findings.' }] }, 'report'));
    renderRoute('/report/x', '/report/:slug', ReportPage, reportPageLoader);
    await h1();
    expect(screen.queryByTestId('feature-badge')).toBeNull();
    expect(screen.getByTestId('whats-included')).toHaveTextContent('62-page PDF');
    expect(screen.queryByTestId('similar')).toBeNull();
  });
});

describe('BundlePage', () => {
  const items = [
    summary({ productType: 'certification', productNickName: 'bcmas', productName: 'BCMAS', productPrice: 2399.99, productExcerpt: 'A'.repeat(150) }),
    summary({ productType: 'report', productNickName: 'trends', productName: 'Trends', productPrice: 499 }),
  ];
  const bundle = product({ productId: 80, productName: 'Career Bundle', productPrice: 2499, strikeoutPrice: 2898.99, bundleProducts: items }, 'bundle');

  it('lists the items, cards with cut excerpts, and the price breakdown', async () => {
    getProduct.mockResolvedValue(bundle);
    renderRoute('/bundle/career', '/bundle/:slug', BundlePage, bundlePageLoader);
    await h1();
    expect(within(screen.getByTestId('bundle-items')).getAllByRole('listitem')).toHaveLength(2);
    const included = screen.getByTestId('bundle-included');
    expect(screen.getByRole('heading', { name: "What's Included in this Bundle?" })).toBeInTheDocument();
    expect(within(included).getByRole('link', { name: 'BCMAS' })).toHaveAttribute('href', '/certification/bcmas');
    expect(included).toHaveTextContent(`${'A'.repeat(100)}…`);
    await userEvent.click(within(included).getByRole('button', { name: 'Read more about BCMAS' }));
    expect(included).toHaveTextContent('A'.repeat(150));
    expect(screen.getByTestId('purchase-separately')).toHaveTextContent('Purchase Seperately$2,898.99');
    expect(screen.getByTestId('purchase-bundled')).toHaveTextContent('Purchase Bundled$2,499.00');
    expect(screen.getByTestId('purchase-bundled')).toHaveTextContent('You save $399.99 (14%)');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('Purchase Seperately adds every bundled product', async () => {
    getProduct.mockResolvedValue(bundle);
    renderRoute('/bundle/career', '/bundle/:slug', BundlePage, bundlePageLoader);
    await h1();
    await userEvent.click(within(screen.getByTestId('purchase-separately')).getByRole('button'));
    expect(cartIds()).toEqual(items.map((p) => p.productId));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('Add Bundle to Cart adds the bundle', async () => {
    getProduct.mockResolvedValue(bundle);
    renderRoute('/bundle/career', '/bundle/:slug', BundlePage, bundlePageLoader);
    await h1();
    await userEvent.click(within(screen.getByTestId('buy-card')).getByRole('button', { name: 'Add Bundle to Cart' }));
    expect(cartIds()).toEqual([80]);
  });
});

describe('DatabasePage', () => {
  it('shows Contact Us and no Add to Cart when the price is 0', async () => {
    getProduct.mockResolvedValue(product({ productPrice: 0, detailedExcerpt: 'B2B', longDescription: '<p>Opted-in profiles.</p>', databaseIncludes: { whatsIncluded: [{ name: '40,000 contacts', excerpt: 'Verified.' }] } }, 'database'));
    renderRoute('/database/recruiting', '/database/:slug', DatabasePage, databasePageLoader);
    await h1();
    const card = screen.getByTestId('buy-card');
    expect(card).toHaveTextContent('Contact Us');
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByTestId('database-includes')).toHaveTextContent('40,000 contacts');
    expect(screen.getByTestId('about')).toHaveTextContent('Opted-in profiles.');
    expect(screen.getByTestId('about')).not.toHaveTextContent('B2B'); // detailed excerpt under 5 characters
    const head = await headOf(databaseHandle, await getProduct.mock.results[0]!.value, '/database/recruiting');
    expect(head.ld[0]?.['@type']).toBe('Product');
    expect(head.ld[0]?.offers).toBeUndefined();
  });

  it('sells a priced database', async () => {
    getProduct.mockResolvedValue(product({ productId: 90, productPrice: 1200 }, 'database'));
    renderRoute('/database/priced', '/database/:slug', DatabasePage, databasePageLoader);
    await h1();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartIds()).toEqual([90]);
  });
});

describe('think tank pages', () => {
  const report = summary({ productType: 'thinkTankReport', productNickName: 'ai-report', productName: 'AI in Medical Affairs Report' });
  const video = summary({ productType: 'thinkTankVideo', productNickName: 'ai-video', productName: 'AI in Medical Affairs Video' });
  const base = { audience: [{ title: 'MSLs' }, { title: 'Medical directors' }], topics: [{ topic: 'Generative AI' }], objectives: [{ name: 'Assess tools', excerpt: 'Safely.' }], longDescription: '<p>Recorded live.</p>', productPrice: 299, strikeoutPrice: 399 };

  it('video page shows its sections and links to the report', async () => {
    getProduct.mockResolvedValue(product({ ...base, related: [report] }, 'thinkTankVideo'));
    renderRoute('/thinkTankVideo/ai-video', '/thinkTankVideo/:slug', ThinkTankVideoPage, thinkTankVideoPageLoader);
    await h1();
    expect(getProduct).toHaveBeenCalledWith('ai-video', 'thinkTankVideo');
    expect(screen.getAllByTestId('audience-card')).toHaveLength(2);
    expect(screen.getByTestId('topics')).toHaveTextContent('Generative AI');
    expect(screen.getByTestId('objectives')).toHaveTextContent('Assess tools');
    expect(screen.getByTestId('about')).toHaveTextContent('Recorded live.');
    expect(screen.getByTestId('related-link')).toHaveAttribute('href', '/thinkTankReport/ai-report');
    expect(screen.getByLabelText('was $399.00')).toBeInTheDocument();
  });

  it('report page links to the video and adds to the cart', async () => {
    getProduct.mockResolvedValue(product({ ...base, productId: 55, related: [video] }, 'thinkTankReport'));
    renderRoute('/thinkTankReport/ai-report', '/thinkTankReport/:slug', ThinkTankReportPage, thinkTankReportPageLoader);
    await h1();
    expect(screen.getByTestId('related-link')).toHaveAttribute('href', '/thinkTankVideo/ai-video');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartIds()).toEqual([55]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });
});

describe('WebinarPage', () => {
  it('shows topics and speakers with name, title, description and image', async () => {
    getProduct.mockResolvedValue(product({
      topics: [{ topic: 'Payer evidence' }],
      speakers: [{ speakerName: 'Dr. Lee Chen', speakerTitle: 'HEOR Lead', speakerImage: '/images/lee.webp', speakerDescription: 'Fifteen years in outcomes research.' }],
    }, 'webinar'));
    renderRoute('/webinar/payer', '/webinar/:slug', WebinarPage, webinarPageLoader);
    await h1();
    const speaker = screen.getByTestId('speaker');
    expect(speaker).toHaveTextContent('Dr. Lee Chen');
    expect(speaker).toHaveTextContent('HEOR Lead');
    expect(speaker).toHaveTextContent('Fifteen years in outcomes research.');
    expect(speaker.querySelector('img')).toHaveAttribute('src', '/images/lee.webp');
    expect(screen.getByTestId('topics')).toHaveTextContent('Payer evidence');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});

describe('ProductLinkPage', () => {
  it('renders the page of the product type', async () => {
    getProduct.mockResolvedValue(product({ productName: 'Linked Webinar' }, 'webinar'));
    renderRoute('/webinar/linked', '/:productType/:productNickName', ProductLinkPage, productLinkPageLoader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linked Webinar' })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledWith('linked', 'webinar');
  });

  it('sends an unknown type to /404Error', async () => {
    renderRoute('/gadget/thing', '/:productType/:productNickName', ProductLinkPage, productLinkPageLoader);
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(getProduct).not.toHaveBeenCalled();
  });

  it('leaves conferences to the summit route: reaching this page with one means it is not there', async () => {
    renderRoute('/conference/summit-march-2025', '/:productType/:productNickName', ProductLinkPage, productLinkPageLoader);
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(getProduct).not.toHaveBeenCalled();
  });
});
