// The contact page and its variants (/contact-us, /contact-us/mas-b2c, /contact-us/mas-b2b, /contact-us/jobs).
import type { LeadPageText } from './lead-page';

export interface ContactVariant extends LeadPageText {
  /** Left column: what we can help with. */
  asideTitle: string;
  points: string[];
}

export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';

export const CONTACT_VARIANTS: Record<string, ContactVariant> = {
  general: {
    form: 'contact-general',
    metaTitle: 'Contact Us | ACMA',
    metaDescription: 'Questions about ACMA certifications, enrolment, team licenses or payments? Chat with us or send a message and a council advisor will reply within one business day.',
    eyebrow: 'We are here to help',
    title: 'Contact Us',
    lead: 'Questions about a certification, your access or a payment? Our advisors are medical affairs professionals themselves, and they are happy to help.',
    formTitle: 'Send us a message',
    formIntro: 'A council advisor replies by email within one business day.',
    submitLabel: 'Send message',
    successTitle: 'Thank you, your message is on its way',
    successBody: 'An advisor will reply to the email address you gave us within one business day. While you wait, our FAQs answer the most common questions.',
    asideTitle: 'How we can help',
    points: [
      'Choosing the certification that fits your background and goals',
      'Enrolment, program access and extending your access time',
      'Licenses for teams and companies, with one invoice',
      'Payments, installment plans, receipts and refunds',
      'Technical help with the learning platform and the mobile app',
    ],
  },
  'mas-b2c': {
    form: 'contact-mas-b2c',
    metaTitle: 'Talk to a BCMAS Advisor | ACMA',
    metaDescription: 'Thinking about the Board Certified Medical Affairs Specialist program? Tell us about your background and a council advisor will help you plan your move into medical affairs.',
    eyebrow: 'Board Certified Medical Affairs Specialist',
    title: 'Plan your path into medical affairs',
    lead: 'Tell us where you are today and where you want to be. An advisor will explain how the BCMAS program, 20 self-paced online modules, can get you there.',
    formTitle: 'Talk to a program advisor',
    formIntro: 'Free, personal and with no obligation. We reply within one business day.',
    submitLabel: 'Request advice',
    successTitle: 'Thank you, an advisor will be in touch',
    successBody: 'We will email you within one business day with advice for your background and answers to your questions.',
    asideTitle: 'What you will get',
    points: [
      'An honest view of how your degree and experience fit medical affairs roles',
      'A walk-through of the BCMAS modules, the exam and the time it takes',
      'Options to pay in full or in 3 monthly installments',
      'Tips from graduates who made the same move',
    ],
  },
  'mas-b2b': {
    form: 'contact-mas-b2b',
    metaTitle: 'Train Your Medical Affairs Team | ACMA',
    metaDescription: 'Certify your medical affairs, MSL or medical information team with ACMA. Company licenses, progress reporting and a single invoice.',
    eyebrow: 'For companies',
    title: 'Train and certify your medical affairs team',
    lead: 'From new MSLs to experienced medical directors, give your team one shared standard. We set up company licenses, onboarding and progress reporting around your goals.',
    formTitle: 'Ask for a team proposal',
    formIntro: 'Tell us about your team and a partnership manager will prepare a proposal.',
    submitLabel: 'Request a proposal',
    successTitle: 'Thank you, we will prepare your proposal',
    successBody: 'A partnership manager will contact you within one business day to understand your team and goals.',
    asideTitle: 'Why companies choose the council',
    points: [
      'Accredited board certifications recognised across the industry',
      'Company licenses with named seats that you can assign as your team grows',
      'Progress reports for managers and a single invoice',
      'Trusted by more than 250 partner companies in 80+ countries',
    ],
  },
  jobs: {
    form: 'contact-jobs',
    metaTitle: 'Careers at the Council | ACMA',
    metaDescription: 'Work with the Accreditation Council for Medical Affairs. Tell us about yourself and the role you are interested in.',
    eyebrow: 'Careers',
    title: 'Work with the council',
    lead: 'We are a small, remote-first team of educators, medical affairs professionals and technologists. If you want to raise the standard of medical affairs worldwide, we would like to hear from you.',
    formTitle: 'Introduce yourself',
    formIntro: 'Tell us which role you are interested in and why. We read every message.',
    submitLabel: 'Send my details',
    successTitle: 'Thank you for your interest',
    successBody: 'Our team reviews every introduction. If your experience matches an open or upcoming role, we will contact you by email.',
    asideTitle: 'Teams we hire for',
    points: [
      'Instructional design and medical writing',
      'Program advisors and learner success',
      'Partnerships with companies and professional societies',
      'Engineering and product for our learning platform',
    ],
  },
};
