import { GuideThankYou } from '../features/landing/guide-pages';
import { GUIDES, guideThankYouMeta } from '../features/landing/guides';

/** What the page says in the head: the whitepaper's texts. */
export const handle = { meta: () => guideThankYouMeta(GUIDES.biologics) };

/** /thank-you-biologics-biosimilars: the whitepaper's PDF download. */
export default function BiologicsThankYouPage() {
  return <GuideThankYou guide={GUIDES.biologics} />;
}
