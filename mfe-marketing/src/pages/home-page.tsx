// Home (spec sections 1 and 2.3): hero, partner logos, featured certifications, the Bundles
// promotion, category tiles, why-choose, the accreditation statement and the app/platform promotion.
// Only the featured certifications wait for data, inside a grid of their final size.
import { api } from 'shared-api';
import { dataLoader } from 'shared-ui';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { AccreditationStatement } from '../features/home/accreditation';
import { AppPromo } from '../features/home/app-promo';
import { BundlesPromo } from '../features/home/bundles-promo';
import { CategoryTiles } from '../features/home/category-tiles';
import { FeaturedCertifications } from '../features/home/featured-certifications';
import { Hero } from '../features/home/hero';
import { PartnerLogos } from '../features/home/partner-logos';
import { WhyChoose } from '../features/home/why-choose';

/** The route's data: the product list (its routes.ts `data`; ARCHITECTURE.md 5b), for the featured certifications. */
export const loader = dataLoader(() => api.getProducts());

/** What the page says in the head (the shell writes it: its route module's handle.meta), with the council as structured data. */
export const handle = {
  meta: ({ origin }: PageMetaArgs): PageMeta => ({
    title: 'ACMA | Accredited Board Certifications for Medical Affairs Professionals',
    description: 'Accredited, self-paced board certifications, market research, events and bundles for medical affairs, MSL, pharmacy and life science professionals, from the Accreditation Council for Medical Affairs.',
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Accreditation Council for Medical Affairs',
      alternateName: 'ACMA',
      foundingDate: '2015',
      url: origin,
    }],
  }),
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <PartnerLogos />
      <FeaturedCertifications />
      <BundlesPromo />
      <CategoryTiles />
      <WhyChoose />
      <AccreditationStatement />
      <AppPromo />
    </>
  );
}
