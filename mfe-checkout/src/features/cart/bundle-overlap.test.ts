import { BCMAS, PACS, priced, product, REPORT } from '../../test-utils/fixtures';
import { bundleOverlapBlock, bundleOverlaps } from './bundle-overlap';

const CAREER = priced(product({ productId: 10, productName: 'BCMAS + PACS Career Bundle', productType: 'bundle', productPrice: 3049.99, bundleProducts: [BCMAS, PACS] }));
const ACCESS = priced(product({ productId: 11, productName: 'Market Access Bundle', productType: 'bundle', productPrice: 2349.99, bundleProducts: [PACS, REPORT] }));

describe('bundleOverlapBlock', () => {
  it('says nothing without an overlap', () => {
    expect(bundleOverlapBlock(bundleOverlaps([CAREER, priced(REPORT)]))).toBeNull();
  });

  it('names the programs to remove and the bundles that include them', () => {
    expect(bundleOverlapBlock(bundleOverlaps([priced(BCMAS), CAREER])))
      .toBe(`Remove ${BCMAS.productName} from your cart to continue to payment: BCMAS + PACS Career Bundle already includes it.`);
    expect(bundleOverlapBlock(bundleOverlaps([priced(BCMAS), priced(PACS), CAREER])))
      .toBe(`Remove ${BCMAS.productName} and ${PACS.productName} from your cart to continue to payment: BCMAS + PACS Career Bundle already includes them.`);
    // a program in two bundles of the cart is named once
    expect(bundleOverlapBlock(bundleOverlaps([priced(PACS), CAREER, ACCESS])))
      .toBe(`Remove ${PACS.productName} from your cart to continue to payment: BCMAS + PACS Career Bundle and Market Access Bundle already include it.`);
  });
});
