import { useLocation } from 'react-router-dom';
import { GuideLanding } from '../features/landing/guide-pages';
import { GUIDES, guideForLanding } from '../features/landing/guides';

/** /definitive-guide-ebook (the MSL guide, gated for PharmDs, MDs and PhDs) and /pharmacist-definitive-guide-ebook. */
export default function EbookPage() {
  const { pathname } = useLocation();
  const guide = guideForLanding(pathname) ?? GUIDES.msl;
  return <GuideLanding key={guide.form} guide={guide} />;
}
