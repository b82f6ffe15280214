// Think tank video (spec 2.11); links to its report.
import { ThinkTankPage } from '../features/think-tank/think-tank-page';
import { productLoader } from '../lib/use-product';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('thinkTankVideo');

export default function ThinkTankVideoPage() {
  return <ThinkTankPage type="thinkTankVideo" otherType="thinkTankReport" otherLabel="Read the related report" loadingLabel="Loading think tank video" />;
}
