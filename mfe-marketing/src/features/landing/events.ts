// The /has-event/:kind lead-capture pages used at exhibitions and events.
import type { LeadPageText } from './lead-page';

export interface EventSection { title: string; text?: string; list?: string[]; steps?: string[] }

export interface EventPageData extends LeadPageText {
  facts: string[];
  sections: EventSection[];
}

/** Reimbursement AI trial length (spec section 9). */
export const AI_TRIAL_DAYS = 7;

export const EVENT_PAGES: Record<string, EventPageData> = {
  raffle: {
    form: 'event-raffle',
    metaTitle: 'Win a Free PACS Certification | ACMA Raffle',
    metaDescription: 'Enter the council\'s raffle for a free Prior Authorization Certified Specialist (PACS) certification: 12 self-paced online modules.',
    eyebrow: 'Event raffle',
    title: 'Win a free PACS certification',
    lead: 'Enter our raffle for a free place on the Prior Authorization Certified Specialist (PACS) program, the 12-module, self-paced online certification for professionals who help patients get access to the treatments they need.',
    facts: ['PACS: Prior Authorization Certified Specialist', '12 self-paced online modules', 'Free to enter'],
    sections: [
      {
        title: 'About the PACS certification',
        text: 'Prior authorization decides whether many patients start treatment on time. PACS teaches the whole process so you can handle it with confidence:',
        list: [
          'How payers set coverage criteria and documentation requirements',
          'Preparing complete prior authorization requests the first time',
          'Step therapy, exceptions, denials and writing effective appeals',
          'Benefit verification and working with hub services and specialty pharmacies',
          'Compliance and patient privacy in access and reimbursement work',
        ],
      },
      {
        title: 'Raffle rules',
        list: [
          'One entry per person. You must be 18 or older to enter.',
          'Entries close when the exhibition closes on the last day of the event.',
          'The winner is drawn at random and notified by email within 5 business days.',
          'The prize is one PACS enrolment. It cannot be transferred or exchanged for cash.',
        ],
      },
    ],
    formTitle: 'Enter the raffle',
    formIntro: 'It takes less than a minute.',
    submitLabel: 'Enter the raffle',
    successTitle: 'You are in the draw!',
    successBody: 'Good luck! We draw the winner after the event and notify them by email within 5 business days.',
  },
  testimonial: {
    form: 'event-testimonial',
    metaTitle: 'Share Your Experience, Get a Free Pin | ACMA',
    metaDescription: 'Completed a council certification? Share your experience and collect a free certified-professional pin at our booth.',
    eyebrow: 'Share your story',
    title: 'Share your experience and get a free pin',
    lead: 'Completed a council program? Tell us what it changed for you, and collect your free certified-professional pin at our booth.',
    facts: ['Takes 2 minutes', 'Free pin at our booth', 'While stocks last'],
    sections: [
      {
        title: 'How it works',
        steps: [
          'Fill in the form with a few sentences about your experience.',
          'Show the confirmation on your phone at our booth.',
          'Pick up your pin and wear your credential with pride.',
        ],
      },
      {
        title: 'How we use your testimonial',
        text: 'With your permission we may publish your words with your name and job title on our website and social media, to help other professionals decide whether a program is right for them. We never edit the meaning of what you write, and you can ask us to remove it at any time.',
      },
    ],
    formTitle: 'Tell us about your experience',
    formIntro: 'Honest stories help others the most: what went well and what surprised you.',
    submitLabel: 'Share my experience',
    successTitle: 'Thank you for sharing your story!',
    successBody: 'Show this confirmation at our booth to collect your free pin.',
  },
  breakfast: {
    form: 'event-breakfast',
    metaTitle: 'Breakfast Session: The Field Reimbursement Manager | CE Credit | ACMA',
    metaDescription: 'Join the council\'s breakfast session on the field reimbursement manager role and earn continuing-education credit.',
    eyebrow: 'Breakfast session with CE credit',
    title: 'Breakfast session: the field reimbursement manager',
    lead: 'Start the day with breakfast and a practical session on field reimbursement managers: what FRMs do, how the role is changing and how it works with medical affairs and patient access teams. Attendance earns continuing-education credit.',
    facts: ['Breakfast included', 'CE credit', 'Seats are limited'],
    sections: [
      {
        title: 'What you will learn',
        list: [
          'What field reimbursement managers do, and how the role differs from MSLs and sales',
          'Benefit verification, prior authorization and appeals from the provider office\'s side',
          'The compliance boundaries of reimbursement support',
          'How FRMs, hub services and medical affairs work together for patients',
          'Career paths into reimbursement and patient access roles',
        ],
      },
      {
        title: 'About the CE credit',
        text: 'To receive your certificate, attend the full session and complete the short evaluation we email you afterwards. Choose your credential in the form so your certificate is issued correctly.',
      },
    ],
    formTitle: 'Reserve your seat',
    formIntro: 'Seats are limited and given in order of registration.',
    submitLabel: 'Reserve my seat',
    successTitle: 'Your seat is reserved',
    successBody: 'Bring your name badge to the session. The link to the CE evaluation arrives by email after the session.',
  },
  'reimbursement-ai-trial': {
    form: 'event-reimbursement-ai-trial',
    metaTitle: 'Free 7-Day Trial: Reimbursement AI Assistant | ACMA',
    metaDescription: 'Try the council\'s reimbursement AI assistant free for 7 days: payer requirements, prior authorization and appeal letters, coverage questions.',
    eyebrow: `${AI_TRIAL_DAYS}-day free trial`,
    title: `Try our reimbursement AI assistant free for ${AI_TRIAL_DAYS} days`,
    lead: 'An AI assistant built for reimbursement work. It helps you check payer requirements, draft prior authorization requests and appeal letters, and answer coverage questions faster.',
    facts: [`${AI_TRIAL_DAYS} days free`, 'No payment details needed', 'Ends automatically'],
    sections: [
      {
        title: 'What you can do during the trial',
        list: [
          'Draft prior authorization requests and appeal letters from your own notes',
          'Look up the documentation payers commonly ask for',
          'Get plain-language explanations of benefit and coverage terms',
          'Keep a history of your questions to reuse later',
        ],
      },
      {
        title: 'How the trial works',
        steps: [
          'Fill in the form and we email your access link within one business day.',
          `Your ${AI_TRIAL_DAYS} days start when you first sign in.`,
          'When the trial ends, access stops automatically. Nothing is charged.',
        ],
      },
      {
        title: 'Use it responsibly',
        text: 'Never enter information that identifies a patient. The assistant supports your professional judgement: always check its output against the payer\'s current policy.',
      },
    ],
    formTitle: 'Start your free trial',
    formIntro: 'Use your work email so we can set up the right access.',
    submitLabel: 'Start my free trial',
    successTitle: 'Your trial request is in',
    successBody: `We will email your access link within one business day. Your ${AI_TRIAL_DAYS} days start when you first sign in.`,
  },
};
