import { useLocation } from 'react-router-dom';
import { GuideThankYou } from '../features/landing/guide-pages';
import { GUIDES, guideForThankYou, guideThankYouMeta } from '../features/landing/guides';
import type { PageMetaArgs } from 'shared-api/page-meta';

/** What the page says in the head: its guide's texts. */
export const handle = { meta: ({ pathname }: PageMetaArgs) => guideThankYouMeta(guideForThankYou(pathname) ?? GUIDES.msl) };

/** /thank-you-msl-guide and /thank-you-pharmacist-guide: the ebook's PDF download. */
export default function EbookThankYouPage() {
  const { pathname } = useLocation();
  return <GuideThankYou guide={guideForThankYou(pathname) ?? GUIDES.msl} />;
}
