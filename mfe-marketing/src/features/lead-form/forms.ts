// Every lead form on the marketing pages: its name (the `form` sent to POST /api/leads and the key of
// getAppConfig().forms.formIds) and the fields a marketer expects for it.
import type { FieldDef } from 'shared-ui/forms';
import { company, email, firstName, jobTitle, lastName, message, phone, workEmail } from './fields';

export const GATED_DEGREES = ['PharmD', 'MD', 'PhD'] as const;

export const LEAD_FORMS = {
  'contact-general': [
    firstName, lastName, email, phone, company(),
    { name: 'topic', label: 'How can we help?', type: 'select', required: 'Please choose what we can help you with.', options: ['Choosing a certification', 'Enrolment and access', 'Team and company licenses', 'Billing and payments', 'Technical support', 'Something else'] },
    message('Your message', 'Please write your message.'),
  ],
  'contact-mas-b2c': [
    firstName, lastName, email, phone,
    { name: 'current_role', label: 'Your current role', type: 'select', required: 'Please choose your current role.', options: ['Student or resident', 'Pharmacist', 'Physician', 'PhD scientist', 'Nurse or allied health professional', 'Already in medical affairs', 'Other'] },
    { name: 'career_goal', label: 'What would you like to achieve?', type: 'select', required: 'Please choose what you would like to achieve.', options: ['Move into medical affairs', 'Become a medical science liaison', 'Grow in my current medical affairs role', 'Earn continuing-education credit'] },
    message('Questions for our advisors'),
  ],
  'contact-mas-b2b': [
    firstName, lastName, workEmail, company(true), jobTitle(true), phone,
    { name: 'team_size', label: 'Number of people to train', type: 'select', required: 'Please choose how many people you would like to train.', options: ['2-5', '6-20', '21-50', '51-200', 'More than 200'] },
    message('Tell us about your team and goals', 'Please tell us about your team and its goals.'),
  ],
  'contact-jobs': [
    firstName, lastName, email, phone,
    { name: 'position', label: 'Position you are interested in', type: 'text', required: 'Please enter the position you are interested in.', minLength: 2, tooShort: 'Please name the position in at least 2 characters.' },
    { name: 'profile_url', label: 'Professional profile or portfolio link (optional)', type: 'url', autoComplete: 'url', hint: 'For example your professional networking profile.' },
    message('Why you would like to join the council', 'Please tell us why you would like to join the council.'),
  ],
  'ebook-msl-guide': [
    firstName, lastName, email,
    { name: 'degree', label: 'Your doctoral degree', type: 'select', required: 'Please choose your doctoral degree.', options: GATED_DEGREES, hint: 'This guide is written for PharmDs, MDs and PhDs.' },
    jobTitle(), company(),
  ],
  'ebook-pharmacist-guide': [
    firstName, lastName, email,
    { name: 'career_stage', label: 'Your career stage', type: 'select', required: 'Please choose your career stage.', options: ['Pharmacy student', 'Resident or fellow', 'Community pharmacist', 'Hospital or clinical pharmacist', 'Pharmacist in industry', 'Other'] },
    { name: 'interest', label: 'Industry area you are most interested in (optional)', type: 'select', options: ['Medical information', 'Medical science liaison', 'Drug safety and pharmacovigilance', 'Market access and reimbursement', 'Regulatory affairs', 'Not sure yet'] },
  ],
  'whitepaper-biologics-biosimilars': [
    firstName, lastName, workEmail, company(true), jobTitle(true),
    { name: 'function', label: 'Your function', type: 'select', required: 'Please choose your function.', options: ['Field medical (MSL)', 'Medical information', 'Market access or HEOR', 'Pharmacovigilance', 'Regulatory affairs', 'Commercial', 'Clinical practice', 'Other'] },
  ],
  'event-raffle': [
    firstName, lastName, email, jobTitle(true), company(true), phone,
    { name: 'raffle_consent', label: 'I agree to be contacted by email if I win, and I have read the raffle rules above.', type: 'checkbox', required: 'Please agree to be contacted if you win, and to the raffle rules.' },
  ],
  'event-testimonial': [
    firstName, lastName, email,
    { name: 'program', label: 'Program you completed', type: 'select', required: 'Please choose the program you completed.', options: ['BCMAS', 'PACS', 'CSPP', 'PRC', 'Another council program'] },
    jobTitle(),
    { name: 'testimonial', label: 'Your experience', type: 'textarea', required: 'Please tell us about your experience.', minLength: 30, tooShort: 'Please write at least 30 characters about your experience.', hint: 'What did the program change for you? At least 30 characters.' },
    { name: 'publish_consent', label: 'The council may publish my testimonial with my name and job title.', type: 'checkbox', required: 'Please allow us to publish your testimonial, or it cannot be used.' },
  ],
  'event-breakfast': [
    firstName, lastName, email, jobTitle(true), company(true),
    { name: 'ce_credential', label: 'Credential for your CE certificate', type: 'select', required: 'Please choose the credential for your CE certificate.', options: ['Pharmacist (PharmD or RPh)', 'Physician (MD or DO)', 'Nurse (RN or NP)', 'Other - attendance certificate only'] },
    { name: 'dietary_needs', label: 'Dietary needs (optional)', type: 'text', maxLength: 200 },
  ],
  'event-reimbursement-ai-trial': [
    firstName, lastName, workEmail, company(true), jobTitle(true), phone,
    { name: 'reimbursement_role', label: 'Your reimbursement role', type: 'select', required: 'Please choose your reimbursement role.', options: ['Field reimbursement manager', 'Patient access or hub services', 'Prior authorization specialist', 'Market access leadership', 'Provider office or pharmacy', 'Other'] },
  ],
  'sipha-registration': [
    firstName, lastName, email, jobTitle(true),
    { name: 'affiliation', label: 'Affiliation (employer, school or society)', type: 'text', required: 'Please enter your employer, school or society.', minLength: 2, tooShort: 'Please enter at least 2 characters of your affiliation.' },
    { name: 'profile_url', label: 'Professional profile link', type: 'url', required: 'Please enter the link to your professional profile.', autoComplete: 'url', hint: 'The web address of your professional networking profile, starting with https://.' },
    { name: 'partner_consent', label: 'I agree that the council and SIPHA may use my name, job title, affiliation and professional profile account in partner applications, as described above.', type: 'checkbox', required: 'Please agree to the use of your details in partner applications.' },
  ],
} satisfies Record<string, readonly FieldDef[]>;

export type LeadFormName = keyof typeof LEAD_FORMS;

