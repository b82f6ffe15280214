import { GuideLanding } from '../features/landing/guide-pages';
import { GUIDES } from '../features/landing/guides';

/** /biologics-biosimilars: the whitepaper's gated form. */
export default function BiologicsPage() {
  return <GuideLanding guide={GUIDES.biologics} />;
}
