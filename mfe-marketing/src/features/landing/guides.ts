// The council's free guides: the landing page (gated form) and the thank-you page (PDF download) of
// each. The PDFs are written by scripts/make-pdfs.mjs and shipped with this remote.
import biologicsPdf from '../../../assets/acma-biologics-biosimilars-whitepaper.pdf';
import mslPdf from '../../../assets/acma-definitive-guide-msl.pdf';
import pharmacistPdf from '../../../assets/acma-pharmacist-definitive-guide.pdf';
import type { LeadFormName } from '../lead-form/forms';
import type { PageMeta } from 'shared-api/page-meta';

export interface Guide {
  form: LeadFormName;
  landingPath: string;
  thankYouPath: string;
  kind: 'Free ebook' | 'Free whitepaper';
  title: string;
  /** Short line under the title on the drawn cover. */
  coverLine: string;
  lead: string;
  metaDescription: string;
  /** A warning shown above the form, when the guide is only for some readers. */
  gate?: { title: string; text: string };
  inside: string[];
  audience: string;
  formTitle: string;
  submitLabel: string;
  pdf: string;
  fileName: string;
  details: string;
  thankYouTitle: string;
  thankYouLead: string;
  next: { text: string; to: string; label: string }[];
}

export const GUIDES: Record<'msl' | 'pharmacist' | 'biologics', Guide> = {
  msl: {
    form: 'ebook-msl-guide',
    landingPath: '/definitive-guide-ebook',
    thankYouPath: '/thank-you-msl-guide',
    kind: 'Free ebook',
    title: 'The Definitive Guide to Becoming a Medical Science Liaison',
    coverLine: 'The role, the skills and a plan for your first MSL position.',
    lead: 'What medical science liaisons really do, the skills hiring managers test for, and a step-by-step plan for moving from practice, research or academia into field medical affairs.',
    metaDescription: 'Free ebook for PharmDs, MDs and PhDs: what the medical science liaison role involves, the skills employers test for and a plan to land your first MSL position.',
    gate: {
      title: 'For PharmDs, MDs and PhDs only',
      text: 'This guide and the advice that follows it are written for professionals who hold a PharmD, MD or PhD. If you do not hold one of these degrees, please leave this page: our free Pharmacist\'s Guide and the program catalog are better places to start.',
    },
    inside: [
      'A realistic picture of a medical science liaison\'s week in the field',
      'The scientific, compliance and relationship skills employers test for',
      'A four-step plan to land your first MSL role without industry experience',
      'How to prepare the scientific presentation most interviews include',
      'A checklist to complete before you apply',
    ],
    audience: 'Doctoral-level clinicians and scientists considering field medical affairs.',
    formTitle: 'Get your free copy',
    submitLabel: 'Download the guide',
    pdf: mslPdf,
    fileName: 'ACMA-Definitive-Guide-Medical-Science-Liaison.pdf',
    details: 'PDF, 5 pages, about 15 KB',
    thankYouTitle: 'Your MSL guide is ready',
    thankYouLead: 'Thank you for requesting The Definitive Guide to Becoming a Medical Science Liaison. Download it below and keep it for your job search.',
    next: [
      { text: 'Employers look for a recognised medical affairs credential. The BCMAS board certification covers the knowledge in this guide in 20 self-paced modules.', to: '/certification/bcmas', label: 'Explore the BCMAS certification' },
      { text: 'Check where you stand across the five key areas of medical affairs in about 5 minutes.', to: '/test-your-knowledge-medical-affairs', label: 'Take the knowledge quiz' },
    ],
  },
  pharmacist: {
    form: 'ebook-pharmacist-guide',
    landingPath: '/pharmacist-definitive-guide-ebook',
    thankYouPath: '/thank-you-pharmacist-guide',
    kind: 'Free ebook',
    title: "The Pharmacist's Definitive Guide to Industry Careers",
    coverLine: 'From community and hospital practice into the pharmaceutical industry.',
    lead: 'Your pharmacy training is worth more to the pharmaceutical industry than you may think. This guide shows which roles suit pharmacists, how to translate your experience and how to make the move in 90 days.',
    metaDescription: 'Free career guide for pharmacists and pharmacy students: industry roles in medical information, MSL, drug safety and market access, and a 90-day plan to make the move.',
    inside: [
      'Why industry hires pharmacists, and which of your skills transfer directly',
      'Five roles that suit pharmacists, from medical information to market access',
      'How to rewrite your experience in the language hiring managers use',
      'A 90-day action plan for your move into industry',
    ],
    audience: 'Pharmacy students, residents, fellows and practising pharmacists.',
    formTitle: 'Get your free copy',
    submitLabel: 'Download the guide',
    pdf: pharmacistPdf,
    fileName: 'ACMA-Pharmacist-Definitive-Guide.pdf',
    details: 'PDF, 5 pages, about 12 KB',
    thankYouTitle: 'Your pharmacist career guide is ready',
    thankYouLead: "Thank you for requesting The Pharmacist's Definitive Guide to Industry Careers. Download it below and start your 90-day plan today.",
    next: [
      { text: 'The BCMAS board certification is the credential most pharmacists choose for a move into medical affairs.', to: '/certification/bcmas', label: 'Explore the BCMAS certification' },
      { text: 'Interested in access and reimbursement? PACS is a 12-module program on prior authorization.', to: '/certification/pacs', label: 'Explore the PACS certification' },
    ],
  },
  biologics: {
    form: 'whitepaper-biologics-biosimilars',
    landingPath: '/biologics-biosimilars',
    thankYouPath: '/thank-you-biologics-biosimilars',
    kind: 'Free whitepaper',
    title: 'Biologics and Biosimilars: A Primer for Medical Affairs Teams',
    coverLine: 'The science, the regulatory pathway and the questions clinicians ask.',
    lead: 'Biosimilars are changing treatment in immunology, oncology and beyond. This whitepaper gives medical affairs teams the science, the approval pathway and the answers clinicians expect, in one short read.',
    metaDescription: 'Free whitepaper for medical affairs teams: how biologics differ from small molecules, how biosimilars are approved, extrapolation, interchangeability and the questions clinicians ask.',
    inside: [
      'What makes biologics different from small-molecule drugs',
      'How biosimilars are approved: the totality of evidence',
      'Extrapolation of indications and interchangeability, explained simply',
      'The five questions clinicians ask most, and how to answer them',
      'What biosimilar competition means for field medical, medical information and market access',
    ],
    audience: 'MSLs, medical information specialists, pharmacists and market access professionals.',
    formTitle: 'Get the whitepaper',
    submitLabel: 'Get the whitepaper',
    pdf: biologicsPdf,
    fileName: 'ACMA-Biologics-Biosimilars-Whitepaper.pdf',
    details: 'PDF, 5 pages, about 11 KB',
    thankYouTitle: 'Your biologics and biosimilars whitepaper is ready',
    thankYouLead: 'Thank you for requesting Biologics and Biosimilars: A Primer for Medical Affairs Teams. Download it below and share it with your team.',
    next: [
      { text: 'Certify your knowledge of medical affairs with the council\'s flagship board certification.', to: '/certification/bcmas', label: 'Explore the BCMAS certification' },
      { text: 'Training a whole team on biosimilars? Ask us about company licenses.', to: '/contact-us/mas-b2b', label: 'Talk to us about team training' },
    ],
  },
};

export const guideForLanding = (path: string): Guide | null =>
  Object.values(GUIDES).find((g) => g.landingPath === path.replace(/\/+$/, '')) ?? null;
export const guideForThankYou = (path: string): Guide | null =>
  Object.values(GUIDES).find((g) => g.thankYouPath === path.replace(/\/+$/, '')) ?? null;

/** A guide's landing page in the head (its route module's handle.meta). */
export const guideLandingMeta = (guide: Guide): PageMeta => ({ title: `${guide.title} | ${guide.kind} | ACMA`, description: guide.metaDescription });
/** A guide's thank-you page in the head. */
export const guideThankYouMeta = (guide: Guide): PageMeta => ({ title: `${guide.thankYouTitle} | ACMA`, description: guide.thankYouLead });
