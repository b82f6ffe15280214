import { GuideLanding } from '../features/landing/guide-pages';
import { GUIDES, guideLandingMeta } from '../features/landing/guides';

/** What the page says in the head: the whitepaper's texts. */
export const handle = { meta: () => guideLandingMeta(GUIDES.biologics) };

/** /biologics-biosimilars: the whitepaper's gated form. */
export default function BiologicsPage() {
  return <GuideLanding guide={GUIDES.biologics} />;
}
