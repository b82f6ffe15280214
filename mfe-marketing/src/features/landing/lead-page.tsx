// What a lead-capture page with one lead form says (the contact variants, the /has-event pages) and
// its form card: written once for both kinds of page.
import type { LeadPageCopy } from 'shared-api/content-schemas';
import type { LeadFormName } from '../lead-form/forms';
import { LeadForm } from '../lead-form/lead-form';
import { FormCard } from './landing-layout';

/** Copy whose `form` is a lead form of this remote (the content files' schemas check the name). */
export type WithLeadForm<T extends { form: string }> = Omit<T, 'form'> & { form: LeadFormName };

export type LeadPageText = WithLeadForm<LeadPageCopy>;

/** The page's form in its card (`id` is the card's anchor). */
export function LeadPageForm({ id, page }: { id: string; page: LeadPageText }) {
  return (
    <FormCard id={id} title={page.formTitle} intro={page.formIntro}>
      <LeadForm key={page.form} form={page.form} submitLabel={page.submitLabel}
        successTitle={page.successTitle} successBody={<p>{page.successBody}</p>} />
    </FormCard>
  );
}
