// Think tank video (spec 2.11); links to its report.
import { ThinkTankPage } from '../features/think-tank/think-tank-page';

export default function ThinkTankVideoPage() {
  return <ThinkTankPage type="thinkTankVideo" otherType="thinkTankReport" otherLabel="Read the related report" loadingLabel="Loading think tank video" />;
}
