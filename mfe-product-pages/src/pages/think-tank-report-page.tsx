// Think tank report (spec 2.11); links to its video.
import { ThinkTankPage } from '../features/think-tank/think-tank-page';
import { productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('thinkTankReport');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('thinkTankReport');

export default function ThinkTankReportPage() {
  return <ThinkTankPage type="thinkTankReport" otherType="thinkTankVideo" otherLabel="Watch the related video" loadingLabel="Loading think tank report" />;
}
