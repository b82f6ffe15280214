import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from 'shared-api';
import { ProgramCard, credentialLabel, programFacts, productPath, supportLine } from './program-card';

const base = {
  productId: 7, productType: 'certification', productNickName: 'bcmas', productDetailType: 'certification',
  productName: 'Board Certified Medical Affairs Specialist', productTagLine: 'Board Certification', productPrice: 2399,
  strikeoutPrice: 2599.99, productImage: '/images/bcmas.png', productExcerpt: '', productRating: 4.9, productFeature: 'Best Seller',
  numberOfModules: 20, accessTime: '6 months', offerCme: 'Yes', productTags: '',
} as unknown as Product;

const renderCard = (p: Product) => render(<MemoryRouter><ProgramCard product={p} /></MemoryRouter>);

it('shows image, name linked by type and nickname, price with strikeout, facts, CME line, label, badge and rating', () => {
  renderCard(base);
  const link = screen.getByRole('link', { name: 'Board Certified Medical Affairs Specialist' });
  expect(link).toHaveAttribute('href', '/certification/bcmas');
  const img = document.querySelector('img')!;
  expect(img).toHaveAttribute('width', '480');
  expect(img).toHaveAttribute('height', '320');
  expect(screen.getByText('$2,399.00')).toBeInTheDocument();
  expect(screen.getByText('$2,599.99').tagName).toBe('S');
  expect(screen.getByText('20 modules · 6 months access')).toBeInTheDocument();
  expect(screen.getByText('Earn CME/CE credits')).toBeInTheDocument();
  expect(screen.getByText('Board Certification')).toBeInTheDocument();
  expect(screen.getByTestId('feature-badge')).toHaveTextContent('Best Seller');
  expect(screen.getByText('Rated 4.9 out of 5')).toBeInTheDocument();
});

it("shows 'Contact Us' for a 0 price, '24/7 Live Chat' without CME, 'Certificate' by tagline and no badge", () => {
  renderCard({ ...base, productPrice: 0, offerCme: 'No', productTagLine: 'Certificate Program', productFeature: null });
  expect(screen.getByText('Contact Us')).toBeInTheDocument();
  expect(screen.queryByText('$2,599.99')).toBeNull();
  expect(screen.getByText('24/7 Live Chat')).toBeInTheDocument();
  expect(screen.getByText('Certificate')).toBeInTheDocument();
  expect(screen.queryByTestId('feature-badge')).toBeNull();
});

it('derives the label, facts and support line', () => {
  expect(credentialLabel({ productTagLine: 'Board Certification', productType: 'certification' })).toBe('Board Certification');
  expect(credentialLabel({ productTagLine: 'Self-paced certificate', productType: 'certification' })).toBe('Certificate');
  expect(credentialLabel({ productTagLine: '', productType: 'certification' })).toBe('Certificate');
  expect(credentialLabel({ productTagLine: '2025 benchmark', productType: 'report' })).toBe('Market Research');
  expect(programFacts({ numberOfModules: 1, accessTime: null })).toBe('1 module');
  expect(programFacts({ numberOfModules: null, accessTime: '12 months access' })).toBe('12 months access');
  expect(programFacts({ numberOfModules: 0, accessTime: ' ' })).toBeNull();
  expect(supportLine({ offerCme: 'Yes' })).toBe('Earn CME/CE credits');
  expect(supportLine({ offerCme: 'No' })).toBe('24/7 Live Chat');
  expect(productPath({ productType: 'report', productNickName: 'msl salary 2025' })).toBe('/report/msl%20salary%202025');
});
