// The contact page and its variants (/contact-us, /contact-us/mas-b2c, /contact-us/mas-b2b, /contact-us/jobs):
// their copy is data (mfe-marketing/content/contact.json, checked against shared-api's contactFileSchema
// when the remote is built and by src/content.test.ts).
import type { ContactVariantCopy } from 'shared-api/content-schemas';
import contact from '../../../content/contact.json';
import type { WithLeadForm } from './lead-page';

export type ContactVariant = WithLeadForm<ContactVariantCopy>;

export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';

export const CONTACT_VARIANTS: Record<string, ContactVariant> = contact.variants as Record<string, ContactVariant>;
