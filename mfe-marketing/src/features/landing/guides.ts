// The council's free guides: the landing page (gated form) and the thank-you page (PDF download) of
// each. Their copy is data (mfe-marketing/content/guides.json, checked against shared-api's
// guidesFileSchema when the remote is built and by src/content.test.ts); each guide's PDF, written by
// scripts/make-pdfs.mjs and shipped with this remote, is attached here.
import type { GuideCopy, GuidesFile } from 'shared-api/content-schemas';
import type { PageMeta } from 'shared-api/page-meta';
import biologicsPdf from '../../../assets/acma-biologics-biosimilars-whitepaper.pdf';
import mslPdf from '../../../assets/acma-definitive-guide-msl.pdf';
import pharmacistPdf from '../../../assets/acma-pharmacist-definitive-guide.pdf';
import guides from '../../../content/guides.json';
import type { WithLeadForm } from './lead-page';

export type Guide = WithLeadForm<GuideCopy> & { pdf: string };
type GuideKey = keyof GuidesFile['guides'];

const COPY = guides.guides as Record<GuideKey, Omit<Guide, 'pdf'>>;

export const GUIDES: Record<GuideKey, Guide> = {
  msl: { ...COPY.msl, pdf: mslPdf },
  pharmacist: { ...COPY.pharmacist, pdf: pharmacistPdf },
  biologics: { ...COPY.biologics, pdf: biologicsPdf },
};

export const guideForLanding = (path: string): Guide | null =>
  Object.values(GUIDES).find((g) => g.landingPath === path.replace(/\/+$/, '')) ?? null;
export const guideForThankYou = (path: string): Guide | null =>
  Object.values(GUIDES).find((g) => g.thankYouPath === path.replace(/\/+$/, '')) ?? null;

/** A guide's landing page in the head (its route module's handle.meta). */
export const guideLandingMeta = (guide: Guide): PageMeta => ({ title: `${guide.title} | ${guide.kind} | ACMA`, description: guide.metaDescription });
/** A guide's thank-you page in the head. */
export const guideThankYouMeta = (guide: Guide): PageMeta => ({ title: `${guide.thankYouTitle} | ACMA`, description: guide.thankYouLead });
