import { useLocation } from 'react-router-dom';
import { GuideThankYou } from '../features/landing/guide-pages';
import { GUIDES, guideForThankYou } from '../features/landing/guides';

/** /thank-you-msl-guide and /thank-you-pharmacist-guide: the ebook's PDF download. */
export default function EbookThankYouPage() {
  const { pathname } = useLocation();
  return <GuideThankYou guide={guideForThankYou(pathname) ?? GUIDES.msl} />;
}
