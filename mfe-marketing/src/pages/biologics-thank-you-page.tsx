import { GuideThankYou } from '../features/landing/guide-pages';
import { GUIDES } from '../features/landing/guides';

/** /thank-you-biologics-biosimilars: the whitepaper's PDF download. */
export default function BiologicsThankYouPage() {
  return <GuideThankYou guide={GUIDES.biologics} />;
}
