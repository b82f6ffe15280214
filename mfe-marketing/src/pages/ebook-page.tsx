import { useLocation } from 'react-router-dom';
import { GuideLanding } from '../features/landing/guide-pages';
import { GUIDES, guideForLanding, guideLandingMeta } from '../features/landing/guides';
import type { PageMetaArgs } from 'shared-api/page-meta';

/** What the page says in the head: its guide's texts. */
export const handle = { meta: ({ pathname }: PageMetaArgs) => guideLandingMeta(guideForLanding(pathname) ?? GUIDES.msl) };

/** /definitive-guide-ebook (the MSL guide, gated for PharmDs, MDs and PhDs) and /pharmacist-definitive-guide-ebook. */
export default function EbookPage() {
  const { pathname } = useLocation();
  const guide = guideForLanding(pathname) ?? GUIDES.msl;
  return <GuideLanding key={guide.form} guide={guide} />;
}
