// Think tank report (spec 2.11); links to its video.
import { ThinkTankPage } from '../features/think-tank/think-tank-page';

export default function ThinkTankReportPage() {
  return <ThinkTankPage type="thinkTankReport" otherType="thinkTankVideo" otherLabel="Watch the related video" loadingLabel="Loading think tank report" />;
}
