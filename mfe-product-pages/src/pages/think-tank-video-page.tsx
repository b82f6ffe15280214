// Think tank video (spec 2.11); links to its report.
import { ThinkTankPage } from '../features/think-tank/think-tank-page';
import { productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('thinkTankVideo');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('thinkTankVideo');

export default function ThinkTankVideoPage() {
  return <ThinkTankPage type="thinkTankVideo" otherType="thinkTankReport" otherLabel="Read the related report" loadingLabel="Loading think tank video" />;
}
