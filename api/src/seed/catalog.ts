// The seed catalog of the Accreditation Council for Medical Affairs (ACMA): every product type with
// every field of the Product entity (spec section 3) filled, so each page section of spec 2.5 to
// 2.11 and 2.19 has content. Relations (boughtTogether, bundleProducts, related, extensionDetails)
// are productNickName slugs here; the API resolves them to product summaries.
// All names of people and companies are fictional. Images live in api/assets/images (served at /images).
import type { AgendaItem, EventSpeaker, NamedExcerpt, Product, Review, WebinarSpeaker } from 'shared-api';
import {
  SUMMIT_ASPIRING_SLUG, SUMMIT_END, SUMMIT_FULL_SLUG, SUMMIT_START, nextSummitDate, summitAgenda, summitContent, summitEdition, summitSpeakers,
} from './summit.js';

export type SeedProduct = Omit<Product, 'boughtTogether' | 'bundleProducts' | 'related' | 'extensionDetails'> & {
  boughtTogether: string[];
  bundleProducts: string[];
  related: string[];
  extensionDetails: string | null; // productNickName slugs
};

export interface SeedPromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  productIds: number[] | null;
  expiresAt: string | null;
  description: string;
}

/** A partner company shown on the home page's logo strip. */
export interface PartnerCompany { name: string; logo: string }

const img = (file: string): string => `/images/${file}.svg`;
const productImage = (slug: string): string => img(`product-${slug}`);
export const BEST_SELLER_BADGE = img('badge-best-seller');
export const NEW_BADGE = img('badge-new');
const ICON_GRADUATE = img('icon-verified-graduate');
const ICON_BUYER = img('icon-verified-buyer');
const ICON_ATTENDEE = img('icon-event-attendee');
const mapLink = (place: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

const ne = (name: string, excerpt: string): NamedExcerpt => ({ name, excerpt });
/** Share of reviews per star, 5 stars first; the five numbers add up to 100. */
const stars = (five: number, four: number, three: number, two: number, one: number): Product['ratingsBreakdown'] => ({
  ratings: [
    { name: '5 Stars', rating: five },
    { name: '4 Stars', rating: four },
    { name: '3 Stars', rating: three },
    { name: '2 Stars', rating: two },
    { name: '1 Star', rating: one },
  ],
});
const audience = (...titles: string[]): { title: string }[] => titles.map((title) => ({ title }));
const topics = (...list: string[]): { topic: string }[] => list.map((topic) => ({ topic }));

/** Fields an in-person event has and other products do not. */
const noEvent = {
  eventStartDate: null,
  eventEndDate: null,
  eventImage: null,
  eventVenueImage: null,
  venueName: null,
  venueLink: null,
  agenda: [] as AgendaItem[],
};
const noDatabase = { databaseIncludes: { whatsIncluded: [] as NamedExcerpt[] } };
const noModules = { numberOfModules: null, moduleBreakdown: { modules: [] as NamedExcerpt[] } };

// ---------------------------------------------------------------- partner companies

export const partnerCompanies: PartnerCompany[] = [
  'Helixa Therapeutics', 'Corvane Health', 'Lumenwell Pharma', 'Tessaris Biologics', 'Orchard Point Life Sciences',
  'Bluecrest Oncology', 'Quillon Medical', 'Sablewood Pharmaceuticals', 'Verdane Genomics', 'Northvale Biosciences',
].map((name) => ({ name, logo: img(`logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`) }));

// ---------------------------------------------------------------- reviewers

interface Reviewer { name: string; title: string; image: string }
const person = (name: string, title: string, file: string): Reviewer => ({ name, title, image: img(`avatar-${file}`) });
const R = {
  amara: person('Amara Okafor, PharmD', 'Medical Science Liaison, Helixa Therapeutics', 'amara-okafor'),
  daniel: person('Daniel Reyes, PhD', 'Senior MSL, Oncology, Bluecrest Oncology', 'daniel-reyes'),
  priya: person('Priya Natarajan, MD', 'Associate Director, Medical Affairs, Corvane Health', 'priya-natarajan'),
  jonah: person('Jonah Whitfield, PharmD', 'Medical Information Specialist, Lumenwell Pharma', 'jonah-whitfield'),
  elena: person('Elena Marchetti, PhD', 'Field Medical Director, Tessaris Biologics', 'elena-marchetti'),
  marcus: person('Marcus Bell', 'Field Reimbursement Manager, Quillon Medical', 'marcus-bell'),
  sofia: person('Sofia Lindqvist, RN', 'Prior Authorization Lead, Northvale Biosciences', 'sofia-lindqvist'),
  kwame: person('Kwame Asante, PharmD', 'Specialty Pharmacy Manager, Orchard Point Life Sciences', 'kwame-asante'),
  hannah: person('Hannah Cho, PhD', 'Scientific Affairs Associate, Helixa Therapeutics', 'hannah-cho'),
  rafael: person('Rafael Duarte, MBA', 'Market Access Manager, Sablewood Pharmaceuticals', 'rafael-duarte'),
  grace: person('Grace Adeyemi, PharmD', 'Medical Affairs Fellow, Verdane Genomics', 'grace-adeyemi'),
  liam: person("Liam O'Connell", 'Patient Access Coordinator, Corvane Health', 'liam-oconnell'),
  yusuf: person('Yusuf Demir, MD', 'Medical Advisor, Cardiology, Lumenwell Pharma', 'yusuf-demir'),
  claire: person('Claire Dubois, PharmD', 'Regional Medical Lead, Tessaris Biologics', 'claire-dubois'),
  ben: person('Ben Archer', 'Talent Acquisition Partner, Northvale Biosciences', 'ben-archer'),
  nadia: person('Nadia Petrova, PhD', 'Head of Medical Insights, Quillon Medical', 'nadia-petrova'),
};
const review = (who: Reviewer, icon: string, reviewTitle: string, text: string): Review => ({ ...who, icon, reviewTitle, review: text });

// ---------------------------------------------------------------- module lists

const BCMAS_MODULES: NamedExcerpt[] = [
  ne('Foundations of Medical Affairs', 'How the medical affairs function grew out of clinical development, where it sits in a life-sciences company today and what it contributes at each stage of a product\'s life.'),
  ne('Drug Development & Clinical Trials', 'Phases, designs and endpoints from first-in-human studies to post-marketing commitments.'),
  ne('Regulatory Frameworks', 'FDA and EMA pathways, labeling and the rules that separate scientific exchange from promotion.'),
  ne('Pharmacovigilance & Drug Safety', 'Adverse event reporting obligations, signal detection and the role every medical affairs colleague plays in keeping patients safe, including what to do when a healthcare professional mentions an event in passing.'),
  ne('Compliance & Ethics', 'Codes of practice, off-label requests and documenting interactions correctly.'),
  ne('Biostatistics for Medical Affairs', 'P-values, confidence intervals, hazard ratios and number needed to treat, explained with worked examples from published trials so you can answer a clinician\'s question about the data with confidence.'),
  ne('Appraising the Clinical Literature', 'A repeatable method for reading papers critically and spotting bias.'),
  ne('Health Economics & Outcomes Research', 'Cost-effectiveness, quality-adjusted life years and how payers weigh economic evidence next to clinical results.'),
  ne('Real-World Evidence', 'Registries, claims data and pragmatic studies: strengths, limits and uses.'),
  ne('Medical Information', 'Handling unsolicited requests, writing standard response letters and keeping answers consistent across channels and countries.'),
  ne('Publication Planning', 'Authorship standards, disclosure and planning publications across a product lifecycle.'),
  ne('The Medical Science Liaison Role', 'What MSLs do day to day, how territories are built and how field insights travel back to strategy.'),
  ne('Thought Leader Engagement', 'Identifying, mapping and working with key opinion leaders and investigators in a way that is scientific, balanced and fully documented.'),
  ne('Advisory Boards', 'Planning, running and reporting advisory boards that answer real questions.'),
  ne('Investigator-Initiated Studies', 'Reviewing proposals, contracting, supplying drug and following a study to publication without steering its conclusions.'),
  ne('Medical Education & Grants', 'Independent medical education, grant governance and measuring learning outcomes.'),
  ne('Market Access & Payer Evidence', 'Value dossiers, formulary reviews and the evidence payers ask for.'),
  ne('Launch Excellence', 'The medical workstreams of a launch, from pre-launch scientific exchange and congress planning to field readiness on approval day.'),
  ne('Digital Health & AI', 'Omnichannel engagement, AI tools and their governance in medical teams.'),
  ne('Leadership, Metrics & Collaboration', 'Building a medical plan, measuring impact beyond activity counts and earning a seat at the table with clinical, commercial and access partners.'),
];

const PACS_MODULES: NamedExcerpt[] = [
  ne('The Prior Authorization Landscape', 'Why payers use prior authorization, how often it delays therapy and who is involved on each side of a request.'),
  ne('Benefit Verification', 'Confirming coverage, deductibles and requirements before a request is filed.'),
  ne('Medical vs Pharmacy Benefit', 'How the benefit a drug falls under changes the forms, timelines and people you deal with, with examples from infused and self-administered therapies.'),
  ne('Payer Policies & Clinical Criteria', 'Reading medical policies and matching chart evidence to each criterion.'),
  ne('Building a Complete Submission', 'Letters of medical necessity, supporting documents and the checklist that prevents avoidable denials.'),
  ne('Electronic Prior Authorization', 'ePA platforms, real-time benefit checks and integration with the EHR.'),
  ne('Appeals & Peer-to-Peer Reviews', 'Writing first- and second-level appeals, preparing a prescriber for a peer-to-peer call and knowing when to request an external review.'),
  ne('Step Therapy & Exceptions', 'Documenting prior failures and requesting formulary or step exceptions.'),
  ne('Specialty Pharmacy & Hub Services', 'How hubs and specialty pharmacies share the work of getting a patient started.'),
  ne('Patient Assistance & Copay Support', 'Copay programs, foundations and free-drug options when coverage falls short, and the rules on who can use which kind of help.'),
  ne('HIPAA & Documentation', 'Protecting patient information and keeping an audit-ready record.'),
  ne('Metrics & Workflow Optimization', 'Turnaround time, approval rate and first-pass success: measuring your process and fixing the bottlenecks that slow patients down.'),
];

const CSPP_MODULES: NamedExcerpt[] = [
  ne('The Specialty Pharmacy Landscape', 'What makes a therapy specialty and how the specialty pharmacy market is organized.'),
  ne('Distribution & Limited Networks', 'Why manufacturers limit distribution, how networks are chosen and what data and service commitments come with being part of one.'),
  ne('Patient Intake & Onboarding', 'Referral intake, welcome calls and first-fill coordination.'),
  ne('Benefits Investigation & Financial Help', 'Coverage checks, prior authorization hand-offs and connecting patients to assistance.'),
  ne('Clinical Management of Specialty Therapies', 'Monitoring, side-effect management and pharmacist counselling for oncology, immunology, rare disease and other complex therapies.'),
  ne('Adherence & Persistence', 'Refill reminders, outreach and the causes of therapy drop-off.'),
  ne('REMS & Safety Requirements', 'Dispensing under risk evaluation and mitigation strategies.'),
  ne('Data Reporting to Manufacturers', 'Dispense and status data feeds, data quality and what manufacturers do with the information you send them.'),
  ne('Accreditation & Quality Standards', 'Preparing for accreditation surveys and running a quality program.'),
  ne('Payer Contracting & Outcomes', 'Network contracts, performance measures and outcomes-based agreements.'),
];

const PRC_MODULES: NamedExcerpt[] = [
  ne('How US Reimbursement Works', 'Who pays for what, from employer plans to government programs.'),
  ne('Coding Fundamentals', 'HCPCS, CPT and ICD-10 codes, modifiers and the coding mistakes that most often lead to claim rejections for physician-administered drugs.'),
  ne('Medicare Parts B and D', 'Coverage rules, payment methods and patient cost sharing.'),
  ne('Medicaid & the 340B Program', 'State programs, rebates and how 340B pricing affects sites of care.'),
  ne('Commercial Payer Policies', 'Coverage policies, utilization management and how to track changes.'),
  ne('Buy-and-Bill vs Specialty Pharmacy', 'The two main acquisition paths, their financial risk for practices and how to help an office choose the right one for a patient.'),
  ne('Field Reimbursement Conversations', 'Compliant, helpful conversations with offices about access barriers.'),
  ne('Evidence for Payers', 'Value dossiers, budget impact models and what makes payer evidence persuasive.'),
];

// ---------------------------------------------------------------- shared copy

const BCMAS_OBJECTIVES: NamedExcerpt[] = [
  ne('Explain the medical affairs function', 'Describe how medical affairs supports a product from early development through launch and lifecycle management.'),
  ne('Interpret clinical evidence', 'Appraise trial designs, endpoints and statistics, and summarize what the data do and do not show.'),
  ne('Communicate science compliantly', 'Hold balanced, non-promotional scientific exchanges that meet FDA, EMA and industry code requirements.'),
  ne('Engage thought leaders', 'Map, prioritize and build lasting scientific relationships with key opinion leaders and investigators.'),
  ne('Contribute to evidence generation', 'Support investigator-initiated studies, real-world evidence and publication plans from concept to dissemination.'),
  ne('Work across functions', 'Partner with clinical, regulatory, market access and commercial teams while keeping medical independence.'),
  ne('Measure medical impact', 'Choose meaningful metrics and report the value of medical activities to leadership.'),
];

const BCMAS_SKILLS = 'Scientific Communication, Clinical Data Interpretation, KOL Engagement, Regulatory Compliance, Medical Strategy, Pharmacovigilance';

const EXTENSION_INCLUDES = (program: string, modules: number): NamedExcerpt[] => [
  ne('Six more months of access', `Your ${program} access is extended by 6 months from the day your current access ends, or from purchase if it has already expired.`),
  ne('Your progress is kept', `Completed lessons, notes and quiz scores across all ${modules} modules stay exactly where you left them.`),
  ne('Exam window reopened', 'Sit or retake the final exam at any time during the extension.'),
  ne('Learner support', 'Live chat in the learning platform stays available 24/7.'),
];

const EXTENSION_REVIEWS: Review[] = [
  review(R.grace, ICON_GRADUATE, 'Saved my certification', 'A new job ate my study time and my access was about to run out. The extension picked up exactly where I stopped and I passed two months later.'),
  review(R.yusuf, ICON_GRADUATE, 'Simple and fair', 'No re-enrollment, no lost progress. I paid, refreshed the page and my modules were there.'),
  review(R.jonah, ICON_GRADUATE, 'Worth it for the exam retake', 'I used the extra months to review the statistics module and retake the exam. Passed comfortably the second time.'),
];

// ---------------------------------------------------------------- certifications

const bcmas: SeedProduct = {
  productId: 1,
  productType: 'certification',
  productNickName: 'bcmas',
  productDetailType: 'certification',
  productName: 'Board Certified Medical Affairs Specialist (BCMAS)',
  productTagLine: 'Board Certification',
  productPrice: 2399.99,
  strikeoutPrice: 2599.99,
  productImage: productImage('bcmas'),
  productExcerpt: '<p>The <strong>accredited board certification</strong> for medical affairs professionals: 20 self-paced online modules covering the science, regulation and strategy of the function, from clinical development to launch.</p>',
  productRating: 4.9,
  productFeature: 'Best Seller',
  productFeatureImage: BEST_SELLER_BADGE,
  detailedExcerpt: 'Built for PharmDs, MDs, PhDs and life-science graduates who want to enter or advance in medical affairs. Study on any device, earn CME/CE credits and finish with a proctored board exam.',
  longDescription: '<p>BCMAS is the council\'s flagship program and the most widely held credential in medical affairs. It turns the unwritten know-how of the function into a structured curriculum: how evidence is generated and communicated, how to work with thought leaders, and how to stay compliant while doing it.</p><p>The program is fully online and self-paced. Most learners finish in 10 to 14 weeks alongside a full-time job, then sit a proctored board exam to earn the BCMAS credential.</p>',
  productRatingExcerpt: 'Rated 4.9 by 3,100+ certified graduates',
  productTags: 'bcmas, medical affairs, board certification, msl, medical science liaison, pharmd, cme',
  numberOfModules: 20,
  accessTime: '6 Months',
  offerCme: 'Yes',
  ad: 'bcmasAudio',
  skillTags: BCMAS_SKILLS,
  reviewTags: 'Career Change, Comprehensive Curriculum, Flexible Pace, Interview Preparation, Recognized by Employers',
  learningObjectives: { objectives: BCMAS_OBJECTIVES },
  objectives: [
    ne('20 self-paced modules', 'Video lessons, readings and knowledge checks on the web and in the mobile learning app.'),
    ne('Board certification exam', 'A proctored online exam; passing earns the BCMAS credential and a digital badge.'),
    ne('CME/CE credits', 'Accredited continuing education credits for eligible pharmacists, physicians and nurses.'),
    ne('24/7 learner support', 'Live chat inside the learning platform, any time of day.'),
  ],
  moduleBreakdown: { modules: BCMAS_MODULES },
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.amara, ICON_GRADUATE, 'My bridge from retail pharmacy to industry', 'I had the clinical knowledge but not the vocabulary of medical affairs. BCMAS filled that gap, and I could talk through advisory boards and IIS reviews in my interviews. I started as an MSL four months after passing.'),
      review(R.daniel, ICON_GRADUATE, 'Practical, not academic', 'The modules on thought leader engagement and compliance read like advice from someone who has done the job. I still use the insight-reporting template.'),
      review(R.priya, ICON_GRADUATE, 'Now required for my team', 'After I completed it myself, we made BCMAS part of onboarding for every new hire in medical affairs. It gives everyone the same baseline.'),
      review(R.hannah, ICON_GRADUATE, 'Good structure for a career changer', 'Coming from a postdoc, I needed to understand how industry works. The pacing let me study in the evenings and the exam was challenging but fair.'),
      review(R.yusuf, ICON_GRADUATE, 'Excellent statistics refresher', 'The biostatistics and literature modules alone were worth it. Clear examples, no filler.'),
      review(R.claire, ICON_GRADUATE, 'Solid and well organized', 'Covers a lot of ground. A few lessons were longer than they needed to be, but the content is accurate and current.'),
    ],
  },
  ratingsBreakdown: stars(90, 8, 2, 0, 0),
  audience: audience('Pharmacists (PharmD)', 'Physicians (MD/DO)', 'PhD scientists', 'Nurses and allied health professionals', 'Life-science graduates entering industry'),
  topics: topics('Medical affairs strategy', 'Clinical trial design', 'Scientific exchange and compliance', 'Thought leader engagement', 'Real-world evidence', 'Launch readiness'),
  boughtTogether: ['msl-compensation-report-2025', 'pacs', 'cspp', 'prc', 'bcmas-audio'],
  bundleProducts: [],
  related: ['bcmas-audio'],
  extensionDetails: 'bcmas-extension',
  speakers: [],
  ...noEvent,
  content: null,
};

const pacs: SeedProduct = {
  productId: 20,
  productType: 'certification',
  productNickName: 'pacs',
  productDetailType: 'certification',
  productName: 'Prior Authorization Certified Specialist (PACS)',
  productTagLine: 'Certificate',
  productPrice: 1499.0,
  strikeoutPrice: 1699.99,
  productImage: productImage('pacs'),
  productExcerpt: '<p>A <strong>12-module, self-paced online</strong> program for the people who secure coverage: benefit verification, payer criteria, <em>electronic prior authorization</em>, appeals and patient support.</p>',
  productRating: 4.7,
  productFeature: 'New',
  productFeatureImage: NEW_BADGE,
  detailedExcerpt: 'For prior authorization staff, patient access coordinators, nurses and pharmacy technicians who want fewer denials and faster starts for their patients.',
  longDescription: '<p>Prior authorization decides how quickly many patients start therapy. PACS teaches the full workflow, from checking benefits to winning an appeal, with real payer criteria and sample letters.</p><p>Each module ends with a short case. The final assessment asks you to assemble a complete submission for a specialty drug.</p>',
  productRatingExcerpt: 'Rated 4.7 by 640+ graduates',
  productTags: 'pacs, prior authorization, patient access, reimbursement, appeals, certificate',
  numberOfModules: 12,
  accessTime: '6 Months',
  offerCme: 'No',
  ad: 'lmsApp',
  skillTags: 'Benefit Verification, Payer Policy Analysis, Appeals Writing, Electronic Prior Authorization, HIPAA Compliance',
  reviewTags: 'Immediately Useful, Real Case Studies, Fewer Denials, Clear Templates',
  learningObjectives: {
    objectives: [
      ne('Verify benefits accurately', 'Identify the benefit type, plan requirements and patient cost share before a request is filed.'),
      ne('Match evidence to criteria', 'Read a payer policy and pull the chart documentation that satisfies each criterion.'),
      ne('Write strong submissions', 'Draft letters of medical necessity that are complete on the first pass.'),
      ne('Use ePA efficiently', 'Submit and track requests electronically and reduce phone and fax follow-up.'),
      ne('Win appeals', 'Structure appeals and prepare prescribers for peer-to-peer reviews.'),
      ne('Protect patient data', 'Handle protected health information in line with HIPAA.'),
    ],
  },
  objectives: [
    ne('12 self-paced modules', 'Short lessons with downloadable checklists and letter templates.'),
    ne('Case-based assessment', 'Build a complete prior authorization package for a specialty therapy.'),
    ne('Digital certificate', 'Share your PACS certificate on your professional profile.'),
  ],
  moduleBreakdown: { modules: PACS_MODULES },
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.sofia, ICON_GRADUATE, 'Our approval rate went up', 'I used the criteria-matching worksheet with my whole team. Our first-pass approvals improved within a quarter.'),
      review(R.liam, ICON_GRADUATE, 'Finally understood medical vs pharmacy benefit', 'I had been doing this job for a year by trial and error. The benefit modules explained why some requests went nowhere.'),
      review(R.marcus, ICON_GRADUATE, 'Great for new access hires', 'We now give PACS to every new coordinator in their first month. It shortens ramp-up noticeably.'),
      review(R.kwame, ICON_GRADUATE, 'Useful appeal templates', 'The appeal and peer-to-peer preparation lessons were the most practical part for our pharmacy.'),
      review(R.rafael, ICON_GRADUATE, 'Clear and current', 'Good overview of ePA platforms and payer behavior. I would like even more oncology examples, but it is a strong program.'),
    ],
  },
  ratingsBreakdown: stars(78, 16, 4, 1, 1),
  audience: audience('Prior authorization specialists', 'Patient access coordinators', 'Nurses and medical assistants', 'Pharmacy technicians', 'Hub and specialty pharmacy staff'),
  topics: topics('Benefit verification', 'Payer medical policies', 'Electronic prior authorization', 'Appeals and peer-to-peer reviews', 'Patient assistance programs'),
  boughtTogether: ['field-reimbursement-landscape-report', 'prc', 'bcmas', 'cspp'],
  bundleProducts: [],
  related: ['prc'],
  extensionDetails: 'pacs-extension',
  speakers: [],
  ...noEvent,
  content: null,
};

const cspp: SeedProduct = {
  productId: 21,
  productType: 'certification',
  productNickName: 'cspp',
  productDetailType: 'certification',
  productName: 'Certified Specialty Pharmacy Professional (CSPP)',
  productTagLine: 'Board Certification',
  productPrice: 1599.99,
  strikeoutPrice: 1799.99,
  productImage: productImage('cspp'),
  productExcerpt: '<p>The board certification for pharmacists and technicians in <strong>specialty pharmacy</strong>: limited distribution, patient onboarding, adherence, REMS and manufacturer data reporting.</p>',
  productRating: 4.8,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Ten online modules with clinical and operational cases from oncology, immunology and rare disease, plus CE credits for pharmacists.',
  longDescription: '<p>Specialty pharmacies sit between manufacturers, payers and patients with complex conditions. CSPP covers both sides of the work: the clinical management that keeps patients on therapy and the operational and data obligations that come with limited-distribution products.</p><p>The program prepares you for roles in specialty pharmacies, hubs and manufacturer trade relations teams.</p>',
  productRatingExcerpt: 'Rated 4.8 by 1,050+ certified graduates',
  productTags: 'cspp, specialty pharmacy, pharmacist, limited distribution, rems, board certification, ce credits',
  numberOfModules: 10,
  accessTime: '12 Months',
  offerCme: 'Yes',
  ad: 'accredited',
  skillTags: 'Specialty Patient Onboarding, Adherence Programs, REMS Dispensing, Manufacturer Data Reporting',
  reviewTags: 'Clinically Relevant, Operational Detail, CE Credits, Career Growth',
  learningObjectives: {
    objectives: [
      ne('Describe the specialty market', 'Explain how specialty products are distributed and why networks are limited.'),
      ne('Onboard patients smoothly', 'Coordinate intake, benefits investigation and the first fill without delays.'),
      ne('Manage complex therapies', 'Counsel patients on monitoring and side effects for high-cost therapies.'),
      ne('Improve adherence', 'Design outreach that keeps patients on therapy and measure persistence.'),
      ne('Meet REMS requirements', 'Dispense safely under risk evaluation and mitigation strategies.'),
      ne('Report quality data', 'Deliver accurate dispense and status data to manufacturers and payers.'),
    ],
  },
  objectives: [
    ne('10 self-paced modules', 'Clinical and operational lessons with case studies.'),
    ne('Board certification exam', 'A proctored online exam leading to the CSPP credential.'),
    ne('CE credits', 'Accredited continuing education for pharmacists and technicians.'),
  ],
  moduleBreakdown: { modules: CSPP_MODULES },
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.kwame, ICON_GRADUATE, 'Made me a better manager', 'The data reporting and accreditation modules gave me the operational side I never learned in pharmacy school.'),
      review(R.claire, ICON_GRADUATE, 'Strong clinical content', 'The oncology and immunology cases were realistic and up to date.'),
      review(R.jonah, ICON_GRADUATE, 'Helped me move into trade relations', 'Understanding limited distribution from the pharmacy side was exactly what my interviewers asked about.'),
      review(R.grace, ICON_GRADUATE, 'Great value with CE', 'I earned my CE hours for the year while learning something directly useful.'),
      review(R.liam, ICON_GRADUATE, 'Clear explanations', 'The REMS module finally made the different programs make sense to me.'),
    ],
  },
  ratingsBreakdown: stars(84, 12, 3, 1, 0),
  audience: audience('Specialty pharmacists', 'Pharmacy technicians', 'Hub and patient services teams', 'Manufacturer trade relations staff'),
  topics: topics('Limited distribution networks', 'Patient onboarding', 'Adherence and persistence', 'REMS', 'Outcomes-based contracts'),
  boughtTogether: ['field-reimbursement-landscape-report', 'pacs', 'prc'],
  bundleProducts: [],
  related: ['pacs'],
  extensionDetails: 'cspp-extension',
  speakers: [],
  ...noEvent,
  content: null,
};

const prc: SeedProduct = {
  productId: 47,
  productType: 'certification',
  productNickName: 'prc',
  productDetailType: 'certification',
  productName: 'Payer & Reimbursement Certificate (PRC)',
  productTagLine: 'Certificate',
  productPrice: 1199.99,
  strikeoutPrice: 1399.99,
  productImage: productImage('prc'),
  productExcerpt: '<p>Learn how therapies get <strong>covered, coded and paid</strong> in the US market.</p>',
  productRating: 4.6,
  productFeature: 'New',
  productFeatureImage: NEW_BADGE,
  detailedExcerpt: 'Eight focused modules for field reimbursement managers, market access analysts and practice staff who need a working knowledge of US coverage and payment.',
  longDescription: '<p>Coverage and payment rules decide whether a prescribed therapy reaches the patient. PRC explains the moving parts of the US system, from codes and Medicare payment to commercial policies, in plain language.</p><p>It is a compact certificate that pairs well with PACS for anyone working in patient access.</p>',
  productRatingExcerpt: 'Rated 4.6 by 380+ graduates',
  productTags: 'prc, reimbursement, market access, coding, medicare, field reimbursement, certificate',
  numberOfModules: 8,
  accessTime: '6 Months',
  offerCme: 'No',
  ad: 'media',
  skillTags: 'Reimbursement Strategy',
  reviewTags: 'Plain Language, Concise, Good for Field Roles',
  learningObjectives: {
    objectives: [
      ne('Map the payer landscape', 'Explain how commercial plans, Medicare and Medicaid cover drugs and services.'),
      ne('Code correctly', 'Use HCPCS, CPT and ICD-10 codes and modifiers for physician-administered drugs.'),
      ne('Compare acquisition paths', 'Explain buy-and-bill and specialty pharmacy routes and their financial risk.'),
      ne('Explain 340B', 'Describe how 340B pricing affects sites of care and manufacturers.'),
      ne('Talk to offices compliantly', 'Hold helpful, compliant conversations about access barriers.'),
      ne('Use payer evidence', 'Describe what value dossiers and budget impact models must show.'),
    ],
  },
  objectives: [
    ne('8 self-paced modules', 'Concise lessons with coding exercises and policy walk-throughs.'),
    ne('Final assessment', 'A scenario-based test on a realistic access case.'),
    ne('Digital certificate', 'A shareable PRC certificate on completion.'),
  ],
  moduleBreakdown: { modules: PRC_MODULES },
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.marcus, ICON_GRADUATE, 'Exactly what field reimbursement needs', 'Coding, Medicare Part B and buy-and-bill in one place. I recommend it to every new FRM.'),
      review(R.rafael, ICON_GRADUATE, 'Clear on 340B', 'The 340B module is the clearest explanation I have found.'),
      review(R.sofia, ICON_GRADUATE, 'Pairs well with PACS', 'After PACS this filled in the payment side. Short and to the point.'),
      review(R.nadia, ICON_GRADUATE, 'Good primer for insights teams', 'I needed to understand access barriers our field teams report. This gave me the context quickly.'),
      review(R.liam, ICON_GRADUATE, 'Helpful, a bit dense', 'Lots of acronyms in the coding module, but the glossary helps.'),
    ],
  },
  ratingsBreakdown: stars(70, 22, 5, 2, 1),
  audience: audience('Field reimbursement managers', 'Market access analysts', 'Practice managers', 'Patient access staff'),
  topics: topics('Medicare Parts B and D', 'Coding and billing', '340B', 'Commercial coverage policies'),
  boughtTogether: ['pacs', 'field-reimbursement-landscape-report'],
  bundleProducts: [],
  related: ['pacs'],
  extensionDetails: null,
  speakers: [],
  ...noEvent,
  content: null,
};

const bcmasAudio: SeedProduct = {
  ...bcmas,
  productId: 53,
  productNickName: 'bcmas-audio',
  productName: 'BCMAS Audio Edition',
  productPrice: 2699.99,
  strikeoutPrice: 2899.99,
  productImage: productImage('bcmas-audio'),
  productExcerpt: '<p>The full <strong>BCMAS board certification</strong> with every lesson also recorded as narrated audio, so you can study on the commute, at the gym or between field visits.</p>',
  productRating: 4.8,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Same 20 modules, exam and credential as BCMAS, plus downloadable audio episodes in the mobile learning app and 12 months of access.',
  longDescription: '<p>The Audio Edition was built for learners who spend their days on the road. Each module is available as text, video and a narrated audio episode of 20 to 40 minutes that can be downloaded for offline listening in the mobile app.</p><p>You sit the same proctored board exam and earn the same BCMAS credential.</p>',
  productRatingExcerpt: 'Rated 4.8 by 520+ certified graduates',
  productTags: 'bcmas audio, audio course, medical affairs, board certification, msl, mobile learning',
  accessTime: '12 Months',
  offerCme: 'Yes',
  ad: 'mobileLms',
  reviewTags: 'Study On The Go, Offline Audio, Same Credential, Busy Schedules',
  objectives: [
    ne('20 modules in audio, video and text', 'Download narrated episodes for offline listening in the mobile app.'),
    ne('Board certification exam', 'The same proctored exam and BCMAS credential as the standard edition.'),
    ne('CME/CE credits', 'Accredited continuing education credits for eligible professionals.'),
    ne('12 months of access', 'Twice the standard access period to fit a busy schedule.'),
  ],
  individualReviews: {
    review: [
      review(R.elena, ICON_GRADUATE, 'Studied entirely in the car', 'I drive three hours a day between accounts. The audio episodes turned that time into study time and I passed on the first attempt.'),
      review(R.daniel, ICON_GRADUATE, 'Great narration', 'Clear, well paced and not just someone reading slides.'),
      review(R.amara, ICON_GRADUATE, 'Offline mode is a lifesaver', 'Downloaded everything before a long flight and finished two modules in the air.'),
      review(R.yusuf, ICON_GRADUATE, 'Best format for me', 'I retain more when I listen first and read second. The app keeps both in sync.'),
      review(R.priya, ICON_GRADUATE, 'Worth the upgrade', 'The extra access time and audio made it possible to finish during a product launch year.'),
    ],
  },
  ratingsBreakdown: stars(85, 11, 3, 1, 0),
  boughtTogether: ['msl-compensation-report-2025', 'pacs', 'cspp', 'prc'],
  related: ['bcmas'],
  extensionDetails: 'bcmas-extension',
};

// ---------------------------------------------------------------- program extensions

function extension(program: SeedProduct, productId: number, rating: number, boughtTogether: string[]): SeedProduct {
  const short = /\(([^)]+)\)/.exec(program.productName)?.[1] ?? program.productNickName.toUpperCase();
  const slug = `${program.productNickName}-extension`;
  return {
    productId,
    productType: 'extension',
    productNickName: slug,
    productDetailType: 'extension',
    productName: `${short} Program Extension (6 Months)`,
    productTagLine: 'Program Extension',
    productPrice: 479,
    strikeoutPrice: null,
    productImage: productImage(slug),
    productExcerpt: `<p>Add <strong>6 more months</strong> of access to your ${short} program and keep every lesson, note and quiz score.</p>`,
    productRating: rating,
    productFeature: null,
    productFeatureImage: null,
    detailedExcerpt: `Buy the extension only if your ${short} access has expired or is close to expiring; it starts when your current access ends.`,
    longDescription: `<p>Life gets in the way of study plans. The ${short} extension reopens or prolongs your access for six months at a fixed fee of $479, with your progress intact and the exam window open.</p>`,
    productRatingExcerpt: `Rated ${rating.toFixed(1)} by learners who extended`,
    productTags: `${program.productNickName} extension, program extension, extend access, ${short.toLowerCase()}`,
    numberOfModules: program.numberOfModules,
    accessTime: '6 Months',
    offerCme: program.offerCme,
    ad: 'lmsApp',
    skillTags: program.skillTags,
    reviewTags: 'Progress Kept, Easy Renewal, Exam Retake',
    learningObjectives: { objectives: program.learningObjectives.objectives.slice(0, 6) },
    objectives: EXTENSION_INCLUDES(short, program.numberOfModules ?? 0),
    moduleBreakdown: program.moduleBreakdown,
    ...noDatabase,
    individualReviews: { review: EXTENSION_REVIEWS },
    ratingsBreakdown: rating >= 4.8 ? stars(86, 10, 3, 1, 0) : stars(76, 17, 5, 1, 1),
    audience: audience(`Enrolled ${short} learners whose access is ending`, `Past ${short} learners who want to sit or retake the exam`),
    topics: program.topics,
    boughtTogether,
    bundleProducts: [],
    related: [],
    extensionDetails: program.productNickName,
    speakers: [],
    ...noEvent,
    content: null,
  };
}

const bcmasExtension = extension(bcmas, 2, 4.8, ['msl-compensation-report-2025', 'pacs', 'cspp', 'prc']);
const pacsExtension = extension(pacs, 22, 4.7, ['field-reimbursement-landscape-report', 'prc', 'cspp']);
const csppExtension = extension(cspp, 23, 4.7, ['pacs', 'prc']);

// ---------------------------------------------------------------- market research reports

const reportBase = {
  productType: 'report',
  productDetailType: 'report',
  productTagLine: 'Market Research Report',
  accessTime: '12 Months',
  offerCme: 'No',
  ad: null,
  ...noModules,
  ...noDatabase,
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  speakers: [],
  ...noEvent,
  content: null,
} satisfies Partial<SeedProduct>;

const mslCompensationReport: SeedProduct = {
  ...reportBase,
  productId: 30,
  productNickName: 'msl-compensation-report-2025',
  productName: 'MSL Compensation & Career Trends Report 2025',
  productPrice: 499.99,
  strikeoutPrice: 699.99,
  productImage: productImage('msl-compensation-report-2025'),
  productExcerpt: '<p>Salary, bonus and equity benchmarks for <strong>medical science liaisons</strong> and field medical leaders, from 2,400+ survey responses across 14 therapeutic areas.</p>',
  productRating: 4.8,
  productFeature: 'Best Seller',
  productFeatureImage: BEST_SELLER_BADGE,
  detailedExcerpt: 'Compare pay by region, title, degree and therapeutic area, and see which skills employers rewarded most in the last twelve months.',
  longDescription: '<p>Our annual compensation survey is answered by MSLs, MSL managers and field medical directors in the United States, Europe and Asia-Pacific. This edition adds equity and remote-work data and a new section on how certification affects pay.</p><p>Every figure comes with its sample size, and the interactive tables let you filter by region, title and years of experience.</p>',
  productRatingExcerpt: 'Purchased by 900+ medical affairs teams',
  productTags: 'msl salary, compensation, career trends, market research, medical affairs report, benchmarking',
  skillTags: 'Compensation Benchmarking, Workforce Planning, Career Strategy',
  reviewTags: 'Reliable Data, Useful for Negotiation, Clear Charts',
  learningObjectives: {
    objectives: [
      ne('Benchmark your offers', 'Set competitive salary bands for every field medical level.'),
      ne('Negotiate with evidence', 'Know the market rate for your role, region and experience.'),
      ne('Plan your headcount', 'See where demand and attrition are rising before you budget.'),
    ],
  },
  objectives: [
    ne('62-page PDF report', 'Findings, charts and commentary from our research team.'),
    ne('Interactive benchmark tables', 'Filter pay data by region, title, degree and therapeutic area.'),
    ne('Methodology appendix', 'Sample sizes, weighting and survey questions.'),
    ne('Mid-year data refresh', 'An updated data set six months after publication.'),
  ],
  individualReviews: {
    review: [
      review(R.ben, ICON_BUYER, 'Our go-to salary reference', 'We rebuilt our MSL salary bands with this report. The regional splits are far more detailed than anything else we found.'),
      review(R.elena, ICON_BUYER, 'Helped me make the case', 'I used the attrition and pay data to get budget approved for two retention adjustments.'),
      review(R.amara, ICON_BUYER, 'Worth it before an interview', 'Knowing the range for my region gave me the confidence to negotiate.'),
    ],
  },
  ratingsBreakdown: stars(82, 14, 3, 1, 0),
  audience: audience('Medical affairs leaders planning headcount', 'HR and talent acquisition teams', 'MSLs weighing an offer', 'Life-science recruiters'),
  topics: topics('Base salary growth by region', 'Remote and hybrid field roles', 'Demand for oncology and rare disease MSLs', 'Signing bonuses and retention packages', 'Career paths from MSL to medical director'),
  boughtTogether: ['bcmas', 'medical-affairs-ai-adoption-report-2025', 'field-reimbursement-landscape-report', 'msl-talent-database'],
};

const aiAdoptionReport: SeedProduct = {
  ...reportBase,
  productId: 31,
  productNickName: 'medical-affairs-ai-adoption-report-2025',
  productName: 'AI in Medical Affairs: 2025 Adoption Benchmark',
  productPrice: 399.99,
  strikeoutPrice: 549.99,
  productImage: productImage('medical-affairs-ai-adoption-report-2025'),
  productExcerpt: '<p>How 180 medical affairs organizations are using <strong>generative AI</strong> today: use cases, budgets, governance and the results they can actually measure.</p>',
  productRating: 4.6,
  productFeature: 'New',
  productFeatureImage: NEW_BADGE,
  detailedExcerpt: 'Includes a maturity model to score your own team and a checklist for approving AI tools with legal, compliance and IT.',
  longDescription: '<p>AI pilots are everywhere in medical affairs, but few teams know how they compare. We surveyed and interviewed medical leaders at 180 companies of every size to find out which use cases reach production, what they cost and which governance models work.</p><p>The report closes with a five-level maturity model and practical next steps for each level.</p>',
  productRatingExcerpt: 'Purchased by 310+ organizations',
  productTags: 'ai, artificial intelligence, generative ai, medical affairs, market research, benchmark, digital',
  skillTags: 'AI Governance, Digital Strategy, Vendor Evaluation',
  reviewTags: 'Timely, Practical Maturity Model, Good Benchmarks',
  learningObjectives: {
    objectives: [
      ne('Compare your maturity', 'Score your team against peers on a five-level model.'),
      ne('Prioritize use cases', 'See which AI applications deliver value and which stall.'),
      ne('Set up governance', 'Adopt review steps that satisfy compliance without blocking progress.'),
    ],
  },
  objectives: [
    ne('48-page PDF report', 'Survey findings, interviews and analysis.'),
    ne('AI maturity self-assessment', 'A scoring worksheet for your own organization.'),
    ne('Governance checklist', 'Questions to agree with legal, compliance and IT before launch.'),
  ],
  individualReviews: {
    review: [
      review(R.nadia, ICON_BUYER, 'Exactly the benchmark we needed', 'Our steering committee used the maturity model to agree on next year\'s priorities.'),
      review(R.priya, ICON_BUYER, 'Sober and useful', 'No hype, just what is working and what is not. The governance checklist saved us weeks.'),
    ],
  },
  ratingsBreakdown: stars(72, 20, 6, 1, 1),
  audience: audience('Heads of medical affairs', 'Medical excellence and operations teams', 'Digital and IT partners', 'Compliance reviewers'),
  topics: topics('Medical information chatbots', 'Insight analysis with language models', 'Literature monitoring', 'Content generation and review', 'AI governance models'),
  boughtTogether: ['generative-ai-medical-information-think-tank-report', 'bcmas', 'msl-compensation-report-2025'],
};

const fieldReimbursementReport: SeedProduct = {
  ...reportBase,
  productId: 32,
  productNickName: 'field-reimbursement-landscape-report',
  productName: 'Field Reimbursement & Patient Access Landscape 2025',
  productPrice: 349.99,
  strikeoutPrice: 449.99,
  productImage: productImage('field-reimbursement-landscape-report'),
  productExcerpt: '<p>Team sizes, structures, pay and performance measures of <strong>field reimbursement</strong> and patient access teams at 95 manufacturers.</p>',
  productRating: 4.5,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'See how companies deploy field reimbursement managers, where they report and how they measure access success.',
  longDescription: '<p>Field reimbursement roles have grown quickly as therapies become more complex to access. This report maps how manufacturers organize these teams, how they stay compliant and what they pay.</p><p>It includes benchmarks for territory size and caseload that you can use when designing a new team.</p>',
  productRatingExcerpt: 'Purchased by 150+ access teams',
  productTags: 'field reimbursement, patient access, market access, hub services, market research, benchmarking',
  skillTags: 'Access Team Design, Territory Planning, Compliance Oversight',
  reviewTags: 'Good Benchmarks, Compliance Focus, Concise',
  learningObjectives: {
    objectives: [
      ne('Design your access team', 'Use benchmarks for territory size, caseload and reporting lines.'),
      ne('Stay compliant', 'Compare the guardrails other companies use for field reimbursement.'),
      ne('Measure what matters', 'Adopt the performance measures leading teams track.'),
    ],
  },
  objectives: [
    ne('40-page PDF report', 'Findings from 95 manufacturers.'),
    ne('Benchmark workbook', 'Territory, caseload and pay data in spreadsheet form.'),
    ne('Compliance guardrail summary', 'A side-by-side of common policies.'),
  ],
  individualReviews: {
    review: [
      review(R.marcus, ICON_BUYER, 'Useful for planning', 'We used the caseload benchmarks to justify two new territories.'),
      review(R.rafael, ICON_BUYER, 'Solid overview', 'Good data on structures and pay. I would like more detail on hub partnerships next year.'),
    ],
  },
  ratingsBreakdown: stars(64, 26, 7, 2, 1),
  audience: audience('Market access leaders', 'Field reimbursement managers', 'Patient services directors', 'Compliance teams'),
  topics: topics('Team structures and reporting lines', 'Territory and caseload benchmarks', 'Compensation', 'Compliance guardrails', 'Hub partnerships'),
  boughtTogether: ['pacs', 'prc'],
};

// ---------------------------------------------------------------- events

const forumSpeakers: EventSpeaker[] = [
  { name: 'Dr. Laila Haddad', title: 'Global Head of Medical Affairs, Tessaris Biologics', image: img('speaker-laila-haddad') },
  { name: 'Owen Park, PharmD', title: 'Head of Field Medical, Northvale Biosciences', image: img('speaker-owen-park') },
  { name: 'Dr. Beatriz Salgado', title: 'VP, Medical Evidence, Corvane Health', image: img('speaker-beatriz-salgado') },
  { name: 'Dr. Evelyn Hart', title: 'President, Accreditation Council for Medical Affairs', image: img('speaker-evelyn-hart') },
];

const leadershipForum: SeedProduct = {
  productId: 40,
  productType: 'event',
  productNickName: 'medical-affairs-leadership-forum-2027',
  productDetailType: 'event',
  productName: 'Medical Affairs Leadership Forum 2027',
  productTagLine: 'Live Event',
  productPrice: 899.99,
  strikeoutPrice: 1099.99,
  productImage: productImage('medical-affairs-leadership-forum-2027'),
  productExcerpt: '<p>A one-day, in-person forum in <strong>Boston</strong> for medical affairs directors and heads of field medical, with peer workshops on budgets, metrics and AI governance.</p>',
  productRating: 4.8,
  productFeature: 'New',
  productFeatureImage: NEW_BADGE,
  detailedExcerpt: 'Limited to 120 participants so every workshop table has room for real discussion. CE credits available.',
  longDescription: '<p>The Leadership Forum is a working day, not a lecture series. Each session opens with a short talk from a medical leader and continues in facilitated tables where participants compare approaches and leave with a written plan.</p><p>Breakfast, lunch and an evening reception are included.</p>',
  productRatingExcerpt: 'Rated 4.8 by past forum participants',
  productTags: 'event, leadership forum, medical affairs leadership, boston, in person, ce credits',
  ...noModules,
  accessTime: null,
  offerCme: 'Yes',
  ad: null,
  skillTags: 'Medical Leadership, Budget Planning, Team Metrics, AI Governance',
  reviewTags: 'Great Networking, Practical Workshops, Senior Audience',
  learningObjectives: {
    objectives: [
      ne('Build a defensible medical budget', 'Link medical activities to strategic objectives leadership recognizes.'),
      ne('Choose outcome metrics', 'Move beyond activity counts to measures of impact.'),
      ne('Govern AI responsibly', 'Agree on review and approval steps for AI tools in medical teams.'),
      ne('Grow future leaders', 'Design development paths for managers in field medical.'),
    ],
  },
  objectives: [
    ne('Full-day program', 'Four keynote talks and facilitated workshop tables.'),
    ne('6.0 CE hours', 'Continuing education credit for eligible professionals.'),
    ne('Meals and reception', 'Breakfast, lunch and an evening networking reception.'),
    ne('Workshop toolkit', 'Templates and slides from every session.'),
  ],
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.elena, ICON_ATTENDEE, 'The best peer exchange I attend', 'Small tables of directors facing the same problems. I came home with a metrics framework we adopted within a month.'),
      review(R.priya, ICON_ATTENDEE, 'Worth the trip', 'Honest discussions and a well-run day. The reception was a great chance to continue conversations.'),
    ],
  },
  ratingsBreakdown: stars(83, 13, 3, 1, 0),
  audience: audience('Medical affairs directors', 'Heads of field medical', 'Medical excellence leads', 'Medical operations managers'),
  topics: topics('Medical budgets', 'Impact metrics', 'AI governance', 'Leadership development'),
  boughtTogether: ['bcmas', 'msl-compensation-report-2025'],
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  speakers: forumSpeakers,
  eventStartDate: '2027-05-14T09:00:00-04:00',
  eventEndDate: '2027-05-14T17:00:00-04:00',
  eventImage: img('event-medical-affairs-leadership-forum-2027'),
  eventVenueImage: img('venue-harborline-conference-center'),
  venueName: 'Harborline Conference Center, Boston, MA',
  venueLink: mapLink('Boston, MA'),
  agenda: [
    { startTime: '9:00', timeStamp: 'AM', title: 'Welcome and Introductions', excerpt: 'Goals for the day and table assignments.', speaker: 'Dr. Evelyn Hart' },
    { startTime: '9:30', timeStamp: 'AM', title: 'The Medical Budget Conversation', excerpt: 'Framing medical investment in terms leadership understands, followed by table work on your own plan.', speaker: 'Dr. Laila Haddad' },
    { startTime: '11:00', timeStamp: 'AM', title: 'Metrics Beyond Activity', excerpt: 'Choosing and reporting measures of medical impact.', speaker: 'Dr. Beatriz Salgado' },
    { startTime: '12:30', timeStamp: 'PM', title: 'Lunch and Peer Roundtables', excerpt: 'Topic tables hosted by participants.', speaker: 'All participants' },
    { startTime: '1:30', timeStamp: 'PM', title: 'Governing AI in Field Medical', excerpt: 'Approval workflows, risk tiers and training for AI tools used by MSLs.', speaker: 'Owen Park, PharmD' },
    { startTime: '3:00', timeStamp: 'PM', title: 'Developing the Next Generation of Leaders', excerpt: 'Career paths and coaching for new managers.', speaker: 'Dr. Laila Haddad' },
    { startTime: '4:30', timeStamp: 'PM', title: 'Commitments and Close', excerpt: 'Each table shares one change it will make.', speaker: 'Dr. Evelyn Hart' },
  ],
  content: null,
};

const workshopSpeakers: EventSpeaker[] = [
  { name: 'Ravi Menon, PharmD', title: 'Director, MSL Excellence, Quillon Medical', image: img('speaker-ravi-menon') },
  { name: 'Dr. Julia Stein', title: 'Field Medical Training Lead, Helixa Therapeutics', image: img('speaker-julia-stein') },
  { name: 'Dr. Kofi Mensah', title: 'Medical Director, Rare Disease, Verdane Genomics', image: img('speaker-kofi-mensah') },
];

const mslWorkshop: SeedProduct = {
  productId: 41,
  productType: 'event',
  productNickName: 'msl-excellence-workshop-2025',
  productDetailType: 'event',
  productName: 'MSL Excellence Workshop 2025',
  productTagLine: 'Live Event',
  productPrice: 499.99,
  strikeoutPrice: 649.99,
  productImage: productImage('msl-excellence-workshop-2025'),
  productExcerpt: '<p>A hands-on day in <strong>Chicago</strong> for medical science liaisons: scientific exchange role-plays, insight writing and territory planning with experienced coaches.</p>',
  productRating: 4.7,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Small-group practice with feedback from MSL managers. Suitable for MSLs in their first three years.',
  longDescription: '<p>This workshop is about practice. Participants rotate through role-plays with coaches playing thought leaders, write and critique field insights, and build a territory plan they can take back to their manager.</p>',
  productRatingExcerpt: 'Rated 4.7 by 2025 participants',
  productTags: 'event, msl workshop, medical science liaison, chicago, field medical, training',
  ...noModules,
  accessTime: null,
  offerCme: 'Yes',
  ad: null,
  skillTags: 'Scientific Exchange, Insight Writing, Territory Planning',
  reviewTags: 'Hands-On, Great Coaches, Confidence Boost',
  learningObjectives: {
    objectives: [
      ne('Lead better scientific exchanges', 'Open, steer and close a discussion with a thought leader.'),
      ne('Write actionable insights', 'Turn field conversations into insights strategy teams can use.'),
      ne('Plan your territory', 'Prioritize accounts and plan a quarter of engagement.'),
    ],
  },
  objectives: [
    ne('Full-day workshop', 'Role-plays, writing labs and planning sessions.'),
    ne('5.5 CE hours', 'Continuing education credit for eligible professionals.'),
    ne('Personal feedback report', 'Written feedback from your coach after the day.'),
  ],
  ...noDatabase,
  individualReviews: {
    review: [
      review(R.grace, ICON_ATTENDEE, 'Role-plays made the difference', 'Practising with a coach who pushed back like a real thought leader was uncomfortable and incredibly useful.'),
      review(R.daniel, ICON_ATTENDEE, 'Great for newer MSLs', 'I sent two of my team and both came back with sharper insight writing.'),
    ],
  },
  ratingsBreakdown: stars(76, 18, 4, 1, 1),
  audience: audience('Medical science liaisons', 'MSL managers', 'Field medical trainers'),
  topics: topics('Scientific exchange', 'Insight writing', 'Territory planning'),
  boughtTogether: ['bcmas', 'msl-compensation-report-2025'],
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  speakers: workshopSpeakers,
  eventStartDate: '2025-09-18T09:00:00-05:00',
  eventEndDate: '2025-09-18T16:30:00-05:00',
  eventImage: img('event-msl-excellence-workshop-2025'),
  eventVenueImage: img('venue-lakeshore-meeting-pavilion'),
  venueName: 'Lakeshore Meeting Pavilion, Chicago, IL',
  venueLink: mapLink('Chicago, IL'),
  agenda: [
    { startTime: '9:00', timeStamp: 'AM', title: 'Welcome and Warm-Up', excerpt: 'Introductions and a quick self-assessment.', speaker: 'Ravi Menon, PharmD' },
    { startTime: '9:30', timeStamp: 'AM', title: 'Scientific Exchange Role-Plays', excerpt: 'Three rounds of practice with coaches playing thought leaders with different styles and agendas.', speaker: 'Dr. Julia Stein' },
    { startTime: '12:00', timeStamp: 'PM', title: 'Lunch', excerpt: 'Networking lunch with coaches.', speaker: 'All participants' },
    { startTime: '1:00', timeStamp: 'PM', title: 'Insight Writing Lab', excerpt: 'Turning conversations into insights.', speaker: 'Dr. Kofi Mensah' },
    { startTime: '2:45', timeStamp: 'PM', title: 'Territory Planning', excerpt: 'Prioritizing accounts and planning a quarter of engagement.', speaker: 'Ravi Menon, PharmD' },
    { startTime: '4:00', timeStamp: 'PM', title: 'Feedback and Close', excerpt: 'Coaches share observations and next steps.', speaker: 'Dr. Julia Stein' },
  ],
  content: null,
};

// ---------------------------------------------------------------- bundles

const bundleBase = {
  productType: 'bundle',
  productDetailType: 'bundle',
  productTagLine: 'Bundle & Save',
  ...noModules,
  ...noDatabase,
  ad: null,
  related: [],
  extensionDetails: null,
  speakers: [],
  ...noEvent,
  content: null,
} satisfies Partial<SeedProduct>;

const careerBundle: SeedProduct = {
  ...bundleBase,
  productId: 10,
  productNickName: 'bcmas-pacs-career-bundle',
  productName: 'BCMAS + PACS Career Bundle',
  productPrice: 3049.99,
  strikeoutPrice: 3898.99,
  productImage: productImage('bcmas-pacs-career-bundle'),
  productExcerpt: '<p>Two credentials, one price: the <strong>BCMAS board certification</strong> and the <strong>PACS certificate</strong> together, for professionals who work across medical affairs and patient access.</p>',
  productRating: 4.9,
  productFeature: 'Best Seller',
  productFeatureImage: BEST_SELLER_BADGE,
  detailedExcerpt: 'Save over 20% compared with buying both programs separately. Start either program first; each keeps its own access period.',
  longDescription: '<p>Medical affairs and patient access increasingly work side by side. This bundle gives you the scientific and strategic grounding of BCMAS and the practical access skills of PACS.</p>',
  productRatingExcerpt: 'Rated 4.9 by bundle learners',
  productTags: 'bundle, bcmas, pacs, medical affairs, prior authorization, save',
  accessTime: '6 Months',
  offerCme: 'Yes',
  skillTags: 'Scientific Communication, KOL Engagement, Benefit Verification, Appeals Writing',
  reviewTags: 'Great Value, Two Credentials, Broad Skill Set',
  learningObjectives: { objectives: [...BCMAS_OBJECTIVES.slice(0, 3), ...pacs.learningObjectives.objectives.slice(0, 3)] },
  objectives: [
    ne('BCMAS board certification', '20 modules, board exam and CME/CE credits.'),
    ne('PACS certificate', '12 modules with case-based assessment.'),
    ne('Bundle savings', 'Over 20% less than buying separately.'),
  ],
  individualReviews: {
    review: [
      review(R.liam, ICON_GRADUATE, 'Best value in the catalog', 'I wanted both credentials anyway. The bundle saved me enough to cover a conference ticket.'),
      review(R.hannah, ICON_GRADUATE, 'Broadened my options', 'Having both on my CV opened interviews in medical affairs and in patient services.'),
      review(R.kwame, ICON_GRADUATE, 'Well paired', 'The two programs complement each other with almost no overlap.'),
    ],
  },
  ratingsBreakdown: stars(89, 9, 2, 0, 0),
  audience: audience('Patient access professionals moving into medical affairs', 'Medical affairs professionals working with access teams', 'Pharmacists exploring industry roles'),
  topics: topics('Medical affairs', 'Prior authorization', 'Patient access'),
  boughtTogether: ['msl-compensation-report-2025', 'cspp', 'prc', 'bcmas-audio'],
  bundleProducts: ['bcmas', 'pacs'],
};

const accessBundle: SeedProduct = {
  ...bundleBase,
  productId: 11,
  productNickName: 'market-access-reimbursement-bundle',
  productName: 'Market Access & Reimbursement Bundle',
  productPrice: 2349.99,
  strikeoutPrice: 3048.98,
  productImage: productImage('market-access-reimbursement-bundle'),
  productExcerpt: '<p>Everything a patient access professional needs: <strong>PACS</strong>, <strong>PRC</strong> and the <em>Field Reimbursement &amp; Patient Access Landscape</em> report.</p>',
  productRating: 4.7,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Two certificates and a benchmark report for about 23% less than buying them one by one.',
  longDescription: '<p>Built for field reimbursement managers, hub staff and access coordinators who want both the day-to-day skills and the bigger picture of how access teams are organized.</p>',
  productRatingExcerpt: 'Rated 4.7 by bundle learners',
  productTags: 'bundle, market access, reimbursement, pacs, prc, field reimbursement, save',
  accessTime: '6 Months',
  offerCme: 'No',
  skillTags: 'Benefit Verification, Reimbursement Strategy, Access Team Design',
  reviewTags: 'Great Value, Practical, Complete Access Toolkit',
  learningObjectives: { objectives: [...pacs.learningObjectives.objectives.slice(0, 3), ...prc.learningObjectives.objectives.slice(0, 3)] },
  objectives: [
    ne('PACS certificate', '12 modules on prior authorization.'),
    ne('PRC certificate', '8 modules on US coverage and payment.'),
    ne('Landscape report', 'Benchmarks for field reimbursement and access teams.'),
  ],
  individualReviews: {
    review: [
      review(R.marcus, ICON_GRADUATE, 'Complete toolkit', 'Certificates for my own development and a report I could share with my director.'),
      review(R.sofia, ICON_GRADUATE, 'Great for access teams', 'We bought it for three coordinators; the price difference made it an easy approval.'),
    ],
  },
  ratingsBreakdown: stars(75, 18, 5, 1, 1),
  audience: audience('Field reimbursement managers', 'Patient access coordinators', 'Hub and specialty pharmacy staff'),
  topics: topics('Prior authorization', 'Reimbursement', 'Access team benchmarks'),
  boughtTogether: ['cspp', 'bcmas'],
  bundleProducts: ['pacs', 'prc', 'field-reimbursement-landscape-report'],
};

// ---------------------------------------------------------------- database

const talentDatabase: SeedProduct = {
  productId: 60,
  productType: 'database',
  productNickName: 'msl-talent-database',
  productDetailType: 'database',
  productName: 'Certified Medical Affairs Talent Database',
  productTagLine: 'Recruiting Database',
  productPrice: 0,
  strikeoutPrice: null,
  productImage: productImage('msl-talent-database'),
  productExcerpt: '<p>Recruit from a database of <strong>BCMAS-certified</strong> professionals who have opted in to hear about medical affairs roles. Pricing depends on seats and regions: <em>contact us</em> for a quote.</p>',
  productRating: 4.7,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'B2B',
  longDescription: '<p>Every profile in the database belongs to a professional who completed an ACMA program and chose to be contacted about jobs. Search by credential, degree, therapeutic experience and location, and reach candidates directly.</p><p>Licenses are sold per recruiter seat; our team will tailor a package to your hiring plans.</p>',
  productRatingExcerpt: 'Used by 120+ hiring teams',
  productTags: 'database, recruiting, talent, hiring, msl candidates, medical affairs jobs, contact us',
  ...noModules,
  accessTime: '12 Months',
  offerCme: 'No',
  ad: null,
  skillTags: 'Talent Sourcing, Candidate Screening, Workforce Planning',
  reviewTags: 'Qualified Candidates, Faster Hiring, Responsive Team',
  learningObjectives: {
    objectives: [
      ne('Find certified candidates', 'Search by credential, degree, therapeutic area and location.'),
      ne('Shorten time to hire', 'Reach candidates who have already opted in to hear about roles.'),
      ne('Plan hiring by region', 'See where certified talent is concentrated.'),
    ],
  },
  objectives: [
    ne('Recruiter seats', 'Named access for each member of your hiring team.'),
    ne('Account manager', 'A dedicated contact for setup and training.'),
  ],
  databaseIncludes: {
    whatsIncluded: [
      ne('Opted-in candidate profiles', 'Professionals who completed an ACMA program and agreed to be contacted about roles.'),
      ne('Advanced search filters', 'Credential, degree, years of experience, therapeutic area and location.'),
      ne('Direct messaging', 'Contact candidates from within the platform.'),
      ne('Saved searches and alerts', 'Get notified when new matching profiles join.'),
      ne('Quarterly talent report', 'A summary of supply and demand for medical affairs talent in your regions.'),
    ],
  },
  individualReviews: {
    review: [
      review(R.ben, ICON_BUYER, 'Our best MSL source', 'Candidates from the database came in already knowing the language of medical affairs. Two of our last three MSL hires came from it.'),
      review(R.priya, ICON_BUYER, 'Responsive team', 'The account manager set up saved searches for each of our open roles in the first week.'),
    ],
  },
  ratingsBreakdown: stars(80, 14, 4, 1, 1),
  audience: audience('Talent acquisition teams', 'Medical affairs hiring managers', 'Life-science recruitment agencies'),
  topics: topics('MSL recruiting', 'Medical information hiring', 'Regional talent supply'),
  boughtTogether: ['msl-compensation-report-2025', 'bcmas-pacs-career-bundle'],
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  speakers: [],
  ...noEvent,
  content: null,
};

// ---------------------------------------------------------------- think tank videos and reports

const panel = (...names: string[]): WebinarSpeaker[] => names.map((n) => {
  const s = summitSpeakers.find((x) => x.name === n);
  if (!s) throw new Error(`unknown panelist ${n}`);
  return { speakerName: s.name, speakerImage: s.image, speakerTitle: `${s.title}, ${s.organization}`, speakerDescription: `Think tank panelist from ${s.organization}.` };
});

const thinkTankBase = {
  accessTime: '12 Months',
  offerCme: 'No',
  ad: null,
  ...noModules,
  ...noDatabase,
  bundleProducts: [],
  extensionDetails: null,
  ...noEvent,
  content: null,
} satisfies Partial<SeedProduct>;

const ma2030Audience = audience('Heads of medical affairs', 'Medical strategy leads', 'Field medical managers', 'Aspiring medical affairs leaders');
const ma2030Topics = topics('Medical affairs as a strategic partner', 'Evidence needs of payers and regulators', 'Omnichannel scientific engagement', 'Skills the function will need by 2030');
const ma2030Objectives: NamedExcerpt[] = [
  ne('Anticipate change', 'Understand the forces reshaping medical affairs over the next five years.'),
  ne('Prioritize capabilities', 'Decide which skills and roles to build first.'),
  ne('Make the case', 'Bring evidence-backed arguments for investment to leadership.'),
];

const ma2030Video: SeedProduct = {
  ...thinkTankBase,
  productId: 70,
  productType: 'thinkTankVideo',
  productNickName: 'medical-affairs-2030-think-tank-video',
  productDetailType: 'thinkTankVideo',
  productName: 'Medical Affairs 2030 Think Tank: Video Session',
  productTagLine: 'Think Tank Video',
  productPrice: 149.99,
  strikeoutPrice: 199.99,
  productImage: productImage('medical-affairs-2030-think-tank-video'),
  productExcerpt: '<p>Watch the full <strong>90-minute discussion</strong> in which medical leaders from six companies debated what the function must look like by 2030.</p>',
  productRating: 4.7,
  productFeature: 'New',
  productFeatureImage: NEW_BADGE,
  detailedExcerpt: 'Recorded in chapters so you can jump to the topics that matter to your team. Pairs with the written executive report.',
  longDescription: '<p>In this closed-door think tank, heads of medical affairs, field medical and evidence generation compared notes on the pressures facing the function and the capabilities they are investing in. The recording is edited into six chapters with on-screen summaries.</p>',
  productRatingExcerpt: 'Rated 4.7 by 260+ viewers',
  productTags: 'think tank, video, medical affairs 2030, future of medical affairs, strategy',
  skillTags: 'Strategic Planning, Capability Building, Executive Communication',
  reviewTags: 'Candid Discussion, Senior Panel, Easy to Navigate',
  learningObjectives: { objectives: ma2030Objectives },
  objectives: ma2030Objectives,
  individualReviews: {
    review: [
      review(R.elena, ICON_BUYER, 'Candid and forward-looking', 'Rare to hear leaders this open about what is not working. I shared chapter four with my whole leadership team.'),
      review(R.grace, ICON_BUYER, 'Great for aspiring leaders', 'Helped me understand what skills to build over the next few years.'),
    ],
  },
  ratingsBreakdown: stars(76, 18, 4, 1, 1),
  audience: ma2030Audience,
  topics: ma2030Topics,
  boughtTogether: ['medical-affairs-2030-think-tank-report', 'bcmas'],
  related: ['medical-affairs-2030-think-tank-report'],
  speakers: panel('Dr. Samuel Okonkwo', 'Dr. Aisha Rahman', 'Jennifer Walsh, MBA'),
};

const ma2030Report: SeedProduct = {
  ...thinkTankBase,
  productId: 71,
  productType: 'thinkTankReport',
  productNickName: 'medical-affairs-2030-think-tank-report',
  productDetailType: 'thinkTankReport',
  productName: 'Medical Affairs 2030 Think Tank: Executive Report',
  productTagLine: 'Think Tank Report',
  productPrice: 99.99,
  strikeoutPrice: 149.99,
  productImage: productImage('medical-affairs-2030-think-tank-report'),
  productExcerpt: '<p>The written findings of the <strong>Medical Affairs 2030</strong> think tank: twelve recommendations and the reasoning behind them.</p>',
  productRating: 4.6,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'A 24-page report designed to be shared with leadership, with an action checklist for each recommendation.',
  longDescription: '<p>This report distils the think tank discussion into twelve recommendations grouped by people, evidence and technology. Each comes with the arguments made for and against it and a short checklist for getting started.</p>',
  productRatingExcerpt: 'Rated 4.6 by 190+ readers',
  productTags: 'think tank, report, medical affairs 2030, future of medical affairs, recommendations',
  skillTags: 'Strategic Planning, Capability Building, Change Management',
  reviewTags: 'Concise, Actionable, Easy to Share',
  learningObjectives: { objectives: ma2030Objectives },
  objectives: ma2030Objectives,
  individualReviews: {
    review: [
      review(R.priya, ICON_BUYER, 'Perfect for a leadership offsite', 'We used the twelve recommendations as the agenda for our planning day.'),
      review(R.nadia, ICON_BUYER, 'Clear and concise', 'Everything important from the discussion in a format executives will actually read.'),
    ],
  },
  ratingsBreakdown: stars(72, 21, 5, 1, 1),
  audience: ma2030Audience,
  topics: ma2030Topics,
  boughtTogether: ['medical-affairs-2030-think-tank-video', 'msl-compensation-report-2025'],
  related: ['medical-affairs-2030-think-tank-video'],
  speakers: panel('Dr. Samuel Okonkwo', 'Dr. Aisha Rahman', 'Jennifer Walsh, MBA'),
};

const aiMiAudience = audience('Medical information leaders', 'Medical information specialists', 'Compliance and quality reviewers', 'Digital and IT partners');
const aiMiTopics = topics('Drafting response letters with AI', 'Validation and human review', 'Adverse event detection in inquiries', 'Regulatory expectations', 'Measuring quality and turnaround');
const aiMiObjectives: NamedExcerpt[] = [
  ne('Evaluate use cases', 'Identify where generative AI helps medical information and where it adds risk.'),
  ne('Design safe workflows', 'Build human review and audit trails into AI-assisted responses.'),
  ne('Protect patients', 'Make sure safety information in inquiries is never missed.'),
];

const aiMiVideo: SeedProduct = {
  ...thinkTankBase,
  productId: 72,
  productType: 'thinkTankVideo',
  productNickName: 'generative-ai-medical-information-think-tank-video',
  productDetailType: 'thinkTankVideo',
  productName: 'Generative AI in Medical Information Think Tank: Video Session',
  productTagLine: 'Think Tank Video',
  productPrice: 149.99,
  strikeoutPrice: 199.99,
  productImage: productImage('generative-ai-medical-information-think-tank-video'),
  productExcerpt: '<p>Medical information and compliance leaders discuss how to use <strong>generative AI</strong> for inquiries without compromising accuracy or safety.</p>',
  productRating: 4.8,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Includes a live walk-through of an AI-assisted response workflow with human review at each step.',
  longDescription: '<p>Recorded with leaders from medical information, pharmacovigilance and compliance, this session tackles the practical questions: which inquiries suit AI drafting, how to validate outputs and what regulators expect to see.</p>',
  productRatingExcerpt: 'Rated 4.8 by 210+ viewers',
  productTags: 'think tank, video, generative ai, medical information, compliance, pharmacovigilance',
  skillTags: 'AI Governance, Medical Information, Pharmacovigilance',
  reviewTags: 'Practical Demo, Balanced View, Compliance Focus',
  learningObjectives: { objectives: aiMiObjectives },
  objectives: aiMiObjectives,
  individualReviews: {
    review: [
      review(R.jonah, ICON_BUYER, 'The demo alone is worth it', 'Seeing a real workflow with review checkpoints answered most of our compliance team\'s questions.'),
      review(R.nadia, ICON_BUYER, 'Balanced and practical', 'Neither hype nor fear, just careful thinking about where AI fits.'),
    ],
  },
  ratingsBreakdown: stars(82, 14, 3, 1, 0),
  audience: aiMiAudience,
  topics: aiMiTopics,
  boughtTogether: ['generative-ai-medical-information-think-tank-report', 'medical-affairs-ai-adoption-report-2025'],
  related: ['generative-ai-medical-information-think-tank-report'],
  speakers: panel('Dr. Mei-Ling Zhou', 'Renée Castillo, PharmD', 'Dr. Martin Feldstein'),
};

const aiMiReport: SeedProduct = {
  ...thinkTankBase,
  productId: 73,
  productType: 'thinkTankReport',
  productNickName: 'generative-ai-medical-information-think-tank-report',
  productDetailType: 'thinkTankReport',
  productName: 'Generative AI in Medical Information Think Tank: Executive Report',
  productTagLine: 'Think Tank Report',
  productPrice: 99.99,
  strikeoutPrice: 129.99,
  productImage: productImage('generative-ai-medical-information-think-tank-report'),
  productExcerpt: '<p>Guidance from the think tank on using <strong>generative AI</strong> in medical information, with a validation framework and governance checklist.</p>',
  productRating: 4.7,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Includes a one-page validation framework your quality team can adopt as written.',
  longDescription: '<p>This report turns the think tank discussion into practical guidance: a risk-based way to choose AI use cases, a validation framework for AI-assisted responses, and a checklist for governance and documentation.</p>',
  productRatingExcerpt: 'Rated 4.7 by 150+ readers',
  productTags: 'think tank, report, generative ai, medical information, validation, governance',
  skillTags: 'AI Governance, Quality Management, Medical Information',
  reviewTags: 'Ready to Use, Clear Framework, Compliance Friendly',
  learningObjectives: { objectives: aiMiObjectives },
  objectives: aiMiObjectives,
  individualReviews: {
    review: [
      review(R.claire, ICON_BUYER, 'Adopted the framework', 'Our quality team used the validation framework almost unchanged.'),
      review(R.jonah, ICON_BUYER, 'Good companion to the video', 'The report is what I share internally; the video is what convinced me.'),
    ],
  },
  ratingsBreakdown: stars(78, 16, 4, 1, 1),
  audience: aiMiAudience,
  topics: aiMiTopics,
  boughtTogether: ['generative-ai-medical-information-think-tank-video', 'medical-affairs-ai-adoption-report-2025'],
  related: ['generative-ai-medical-information-think-tank-video'],
  speakers: panel('Dr. Mei-Ling Zhou', 'Renée Castillo, PharmD', 'Dr. Martin Feldstein'),
};

// ---------------------------------------------------------------- webinars

const webinarBase = {
  productType: 'webinar',
  productDetailType: 'webinar',
  productTagLine: 'Webinar',
  accessTime: '12 Months',
  ad: null,
  ...noModules,
  ...noDatabase,
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  ...noEvent,
  content: null,
} satisfies Partial<SeedProduct>;

const kolWebinar: SeedProduct = {
  ...webinarBase,
  productId: 80,
  productNickName: 'kol-engagement-digital-era-webinar',
  productName: 'KOL Engagement in the Digital Era',
  productPrice: 79.99,
  strikeoutPrice: 129.99,
  productImage: productImage('kol-engagement-digital-era-webinar'),
  productExcerpt: '<p>A recorded <strong>60-minute webinar</strong> on building thought leader relationships when fewer meetings happen in person.</p>',
  productRating: 4.6,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Includes the slide deck and a planning template for mixed in-person and virtual engagement.',
  longDescription: '<p>Two field medical leaders share how their teams identify digital opinion leaders, plan virtual advisory boards and keep scientific exchange personal on screen.</p>',
  productRatingExcerpt: 'Rated 4.6 by 430+ viewers',
  productTags: 'webinar, kol engagement, thought leaders, digital, msl, omnichannel',
  offerCme: 'Yes',
  skillTags: 'KOL Engagement, Virtual Advisory Boards, Omnichannel Planning',
  reviewTags: 'Actionable, Good Slides, Short and Focused',
  learningObjectives: {
    objectives: [
      ne('Identify digital opinion leaders', 'Find the clinicians who shape opinion online as well as at congresses.'),
      ne('Run virtual advisory boards', 'Keep remote advisory boards focused and productive.'),
      ne('Blend channels', 'Plan a mix of in-person and virtual engagement per thought leader.'),
    ],
  },
  objectives: [
    ne('60-minute recording', 'Watch on demand for 12 months.'),
    ne('Slide deck', 'Download the slides from My Courses.'),
    ne('1.0 CE hour', 'Continuing education credit for eligible professionals.'),
  ],
  individualReviews: {
    review: [
      review(R.daniel, ICON_BUYER, 'Fresh ideas', 'The section on digital opinion leaders changed how we map our territories.'),
      review(R.amara, ICON_BUYER, 'Short and useful', 'An hour well spent, and the planning template is excellent.'),
    ],
  },
  ratingsBreakdown: stars(72, 20, 6, 1, 1),
  audience: audience('Medical science liaisons', 'MSL managers', 'Medical strategy leads'),
  topics: topics('Digital opinion leaders', 'Virtual advisory boards', 'Omnichannel engagement plans', 'Compliance in digital channels'),
  boughtTogether: ['bcmas', 'real-world-evidence-essentials-webinar'],
  speakers: [
    { speakerName: 'Dr. Ingrid Solberg', speakerImage: img('speaker-ingrid-solberg'), speakerTitle: 'Head of Medical Omnichannel, Lumenwell Pharma', speakerDescription: 'Ingrid leads digital scientific engagement for a global medical team and previously worked as an MSL in neurology for eight years.' },
    { speakerName: 'Marco Bianchi, PhD', speakerImage: img('speaker-marco-bianchi'), speakerTitle: 'Senior MSL Manager, Bluecrest Oncology', speakerDescription: 'Marco manages a team of oncology MSLs and designed his company\'s virtual advisory board playbook.' },
  ],
};

const rweWebinar: SeedProduct = {
  ...webinarBase,
  productId: 81,
  productNickName: 'real-world-evidence-essentials-webinar',
  productName: 'Real-World Evidence Essentials for Field Teams',
  productPrice: 49.99,
  strikeoutPrice: 89.99,
  productImage: productImage('real-world-evidence-essentials-webinar'),
  productExcerpt: '<p>Understand and discuss <strong>real-world evidence</strong> with confidence: data sources, study designs and common pitfalls, in 75 minutes.</p>',
  productRating: 4.8,
  productFeature: 'Best Seller',
  productFeatureImage: BEST_SELLER_BADGE,
  detailedExcerpt: 'Three experts, one practical session, plus a one-page cheat sheet for reading RWE studies.',
  longDescription: '<p>Payers and clinicians increasingly ask about real-world evidence. This webinar explains registries, claims and electronic health record studies, what they can and cannot show, and how to present them in a balanced way.</p>',
  productRatingExcerpt: 'Rated 4.8 by 780+ viewers',
  productTags: 'webinar, real-world evidence, rwe, heor, field medical, epidemiology',
  offerCme: 'No',
  skillTags: 'Real-World Evidence, Study Appraisal, Scientific Communication',
  reviewTags: 'Clear Explanations, Great Cheat Sheet, Expert Panel',
  learningObjectives: {
    objectives: [
      ne('Know the data sources', 'Describe registries, claims and EHR data and their strengths.'),
      ne('Appraise RWE studies', 'Recognize confounding, bias and design choices.'),
      ne('Communicate in balance', 'Present real-world findings accurately to clinicians and payers.'),
    ],
  },
  objectives: [
    ne('75-minute recording', 'Watch on demand for 12 months.'),
    ne('Slide deck', 'Download the slides from My Courses.'),
    ne('RWE cheat sheet', 'A one-page guide to reading real-world studies.'),
  ],
  individualReviews: {
    review: [
      review(R.yusuf, ICON_BUYER, 'Finally clicked', 'The explanation of confounding by indication was the clearest I have heard.'),
      review(R.rafael, ICON_BUYER, 'Great for access teams too', 'Useful beyond field medical; our payer team watched it together.'),
    ],
  },
  ratingsBreakdown: stars(84, 12, 3, 1, 0),
  audience: audience('Medical science liaisons', 'HEOR and market access teams', 'Medical information specialists'),
  topics: topics('Registries and claims data', 'Study designs', 'Bias and confounding', 'Presenting RWE to payers'),
  boughtTogether: ['kol-engagement-digital-era-webinar', 'bcmas'],
  speakers: [
    { speakerName: 'Dr. Tanvi Shah', speakerImage: img('speaker-tanvi-shah'), speakerTitle: 'Real-World Evidence Lead, Sablewood Pharmaceuticals', speakerDescription: 'Tanvi designs registry and claims studies and has published on methods for comparative effectiveness research.' },
    { speakerName: 'Peter Lindgren, MPH', speakerImage: img('speaker-peter-lindgren'), speakerTitle: 'Senior Epidemiologist, Corvane Health', speakerDescription: 'Peter works on post-authorization safety studies and teaches epidemiology to field medical teams.' },
    { speakerName: 'Dr. Alicia Romero', speakerImage: img('speaker-alicia-romero'), speakerTitle: 'Director, Field Medical, Orchard Point Life Sciences', speakerDescription: 'Alicia leads MSL teams in immunology and brings the view of clinicians who ask about real-world data.' },
  ],
};

// ---------------------------------------------------------------- conferences (the summit)

/** Session descriptions for the summit agenda rows. */
const SUMMIT_SESSION_EXCERPTS: Record<string, string> = {
  'registration': 'Collect your badge, meet fellow attendees and enjoy breakfast.',
  'opening-remarks': 'Welcome from the council and an outline of the day.',
  'keynote': 'Why medical affairs now shapes product strategy, and what leaders must do about it.',
  'digital-tools': 'The platforms for insights, engagement and content that high-performing teams rely on.',
  'standards-excellence': 'How shared standards and certification raise quality and consistency across teams.',
  'break-morning': 'Coffee and networking.',
  'future-ready-teams': 'Hiring, developing and retaining the skills the function will need next.',
  'networking-lunch': 'Lunch with peers and speakers.',
  'metrics-that-matter': 'Measuring medical impact beyond activity counts.',
  'ai-implementation': 'Lessons from teams that moved AI from pilot to daily use, with governance that holds up.',
  'break-afternoon': 'Coffee and networking.',
  'kol-engagement': 'Building thought leader partnerships that are scientific, compliant and lasting.',
  'ma-commercial-partnership': 'Working with commercial colleagues while protecting medical independence.',
  'closing-remarks': 'Key takeaways and what comes next.',
  'awards-gala': 'Dinner and the ACMA Medical Affairs Awards ceremony.',
};

function summitAgendaItems(): AgendaItem[] {
  return summitAgenda.map((row) => {
    const start = row.time.split('-')[0].trim();
    const hour = Number(start.split(':')[0]);
    const evening = /PM$/.test(row.time);
    const timeStamp = evening || hour === 12 || hour < 8 ? 'PM' : 'AM';
    return {
      startTime: start,
      timeStamp,
      title: row.session,
      excerpt: SUMMIT_SESSION_EXCERPTS[row.id] ?? row.note,
      speaker: row.speakers.join(', '),
    };
  });
}

const summitEventSpeakers: EventSpeaker[] = summitSpeakers.map((s) => ({ name: s.name, title: `${s.title}, ${s.organization}`, image: s.image }));

const conferenceBase = {
  productType: 'conference',
  productDetailType: 'conference',
  productTagLine: 'Annual Summit',
  ...noModules,
  ...noDatabase,
  accessTime: null,
  offerCme: 'Yes',
  ad: null,
  bundleProducts: [],
  related: [],
  extensionDetails: null,
  speakers: summitEventSpeakers,
  eventStartDate: SUMMIT_START,
  eventEndDate: SUMMIT_END,
  eventImage: img('summit-hero'),
  eventVenueImage: img('venue-wexford-grand-hotel'),
  venueName: 'The Wexford Grand Hotel & Conference Center, Princeton, NJ',
  venueLink: mapLink('Princeton, New Jersey'),
  agenda: summitAgendaItems(),
  skillTags: 'Medical Strategy, AI Implementation, KOL Engagement, Impact Metrics',
  reviewTags: 'Inspiring Speakers, Great Networking, Well Organized',
  audience: audience('Medical affairs leaders', 'Medical science liaisons', 'HEOR and medical information professionals', 'Students and aspiring professionals'),
  topics: topics('Digital tools', 'Standards and excellence', 'Future-ready teams', 'Metrics', 'AI implementation', 'KOL engagement', 'Medical-commercial partnership'),
  learningObjectives: {
    objectives: [
      ne('Benchmark your team', 'Compare your practices with leaders across the industry.'),
      ne('Adopt proven tools', 'Leave with digital, AI and metrics approaches that work today.'),
      ne('Grow your network', 'Meet peers, speakers and hiring managers throughout the day.'),
    ],
  },
  objectives: [
    ne('Full-day program', 'Ten sessions from 8:00 AM, with breakfast, lunch and breaks.'),
    ne('Annual Awards Dinner Gala', 'Dinner and the awards ceremony in the evening.'),
    ne('Session slides', 'Shared with attendees after the summit.'),
  ],
} satisfies Partial<SeedProduct>;

const summitFull: SeedProduct = {
  ...conferenceBase,
  productId: 90,
  productNickName: SUMMIT_FULL_SLUG,
  productName: 'ACMA Summit 2025',
  productPrice: 599.99,
  strikeoutPrice: null,
  productImage: productImage(SUMMIT_FULL_SLUG),
  productExcerpt: '<p>The council\'s annual <strong>one-day summit</strong> for medical affairs professionals on March 6, 2025 in New Jersey, followed by the Annual Awards Dinner Gala.</p>',
  productRating: 4.8,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'Full-price registration for pharma, biotech and life science professionals.',
  longDescription: '<p>Ten sessions on the topics medical affairs leaders raise most: digital tools, standards, future-ready teams, metrics, AI, thought leader engagement and the partnership with commercial. The day ends with the awards gala.</p>',
  productRatingExcerpt: 'Rated 4.8 by 2024 attendees',
  productTags: 'summit, conference, acma summit 2025, medical affairs conference, new jersey, awards gala',
  individualReviews: {
    review: [
      review(R.elena, ICON_ATTENDEE, 'The best day of my professional year', 'Strong speakers and a room full of people I wanted to meet. The gala was a lovely way to end it.'),
      review(R.nadia, ICON_ATTENDEE, 'Practical sessions', 'Every session had something I could use, especially the metrics panel.'),
    ],
  },
  ratingsBreakdown: stars(83, 13, 3, 1, 0),
  boughtTogether: [SUMMIT_ASPIRING_SLUG, 'bcmas', 'msl-compensation-report-2025'],
  content: summitContent[SUMMIT_FULL_SLUG] ?? null,
};

const summitAspiring: SeedProduct = {
  ...conferenceBase,
  productId: 91,
  productNickName: SUMMIT_ASPIRING_SLUG,
  productName: 'ACMA Summit 2025 for Aspiring Professionals',
  productPrice: 199.99,
  strikeoutPrice: 599.99,
  productImage: productImage(SUMMIT_ASPIRING_SLUG),
  productExcerpt: '<p>The same summit at a <strong>reduced rate</strong> for students and professionals not yet working in industry, including the Annual Awards Dinner Gala.</p>',
  productRating: 4.9,
  productFeature: null,
  productFeatureImage: null,
  detailedExcerpt: 'For students, residents, postdocs and non-industry professionals. Proof of status may be requested at check-in.',
  longDescription: '<p>Breaking into medical affairs is easier when you know the people and the language. This pass gives aspiring professionals the full summit program, a career roundtable at lunch and a seat at the evening gala.</p>',
  productRatingExcerpt: 'Rated 4.9 by 2024 student attendees',
  productTags: 'summit, conference, students, aspiring professionals, medical affairs careers, new jersey',
  individualReviews: {
    review: [
      review(R.hannah, ICON_ATTENDEE, 'Changed my job search', 'I met two hiring managers at lunch and had an interview the following week.'),
      review(R.grace, ICON_ATTENDEE, 'Welcoming for newcomers', 'Speakers took time to answer student questions. Great value at this price.'),
    ],
  },
  ratingsBreakdown: stars(88, 10, 2, 0, 0),
  boughtTogether: [SUMMIT_FULL_SLUG, 'bcmas'],
  content: summitContent[SUMMIT_ASPIRING_SLUG] ?? null,
};

/**
 * The next summit (the first Thursday of March still ahead at `now`): the 2025 summit's two tickets
 * as that year's edition, so the ticket flow can be tried while the 2025 summit is an archive.
 * Product ids 90 + 2 × (year − 2025): each year's edition keeps its own products (orders point at
 * them) and the database keeps past ones as archives.
 */
export function nextSummitProducts(now: Date = new Date()): SeedProduct[] {
  const { year, day } = nextSummitDate(now);
  const full = summitEdition(summitFull, year, day);
  const aspiring = summitEdition(summitAspiring, year, day);
  const id = 90 + 2 * (year - 2025);
  return [
    { ...full, productId: id, productImage: img('product-summit-next'), eventImage: img('product-summit-next'), boughtTogether: [aspiring.productNickName, 'bcmas', 'msl-compensation-report-2025'] },
    { ...aspiring, productId: id + 1, productImage: img('product-summit-next-aspiring'), eventImage: img('product-summit-next'), boughtTogether: [full.productNickName, 'bcmas'] },
  ];
}

// ---------------------------------------------------------------- the catalog

export const seedProducts: SeedProduct[] = [
  bcmas, pacs, cspp, prc, bcmasAudio,
  bcmasExtension, pacsExtension, csppExtension,
  mslCompensationReport, aiAdoptionReport, fieldReimbursementReport,
  leadershipForum, mslWorkshop,
  careerBundle, accessBundle,
  talentDatabase,
  ma2030Video, ma2030Report, aiMiVideo, aiMiReport,
  kolWebinar, rweWebinar,
  summitFull, summitAspiring,
  ...nextSummitProducts(),
];

const idsOfType = (type: SeedProduct['productType']): number[] =>
  seedProducts.filter((p) => p.productType === type).map((p) => p.productId);

export const seedPromoCodes: SeedPromoCode[] = [
  {
    code: 'BCMAS100',
    kind: 'amount',
    value: 100,
    productIds: [1],
    expiresAt: null,
    description: '$100 off the BCMAS board certification, offered when leaving checkout with BCMAS in the cart.',
  },
  {
    code: 'ACMA15',
    kind: 'percent',
    value: 15,
    productIds: null,
    expiresAt: null,
    description: '15% off every product in the cart.',
  },
  {
    code: 'REPORTS20',
    kind: 'percent',
    value: 20,
    productIds: idsOfType('report'),
    expiresAt: null,
    description: '20% off market research reports.',
  },
  {
    code: 'SIPHA25',
    kind: 'percent',
    value: 25,
    productIds: idsOfType('certification'),
    expiresAt: '2025-02-06T23:59:59-05:00',
    description: 'Partner conference offer: 25% off accredited programs, valid February 4 to 6, 2025.',
  },
  {
    code: 'WELCOME2024',
    kind: 'percent',
    value: 10,
    productIds: null,
    expiresAt: '2024-12-31T23:59:59-05:00',
    description: '10% welcome offer that ended on December 31, 2024.',
  },
];
