// Group-ticket and sponsor dialogs (spec 2.19): open, close (button, Escape, backdrop) and submit
// through the lead form endpoint. The contact's names are checked as people's names, with the full
// name rule on submit (NameRuleGate).
import { Dialog } from 'shared-ui';
import { NameRuleGate, NativeLeadForm, type FieldDef } from 'shared-ui/forms';

export const GROUP_FORM = 'summit-group-tickets';
export const SPONSOR_FORM = 'summit-sponsorship';

const contactFields: FieldDef[] = [
  { name: 'firstname', label: 'First name', type: 'text', required: 'Please enter your first name.', autoComplete: 'given-name', maxLength: 80, personName: true },
  { name: 'lastname', label: 'Last name', type: 'text', required: 'Please enter your last name.', autoComplete: 'family-name', maxLength: 80, personName: true },
  { name: 'email', label: 'Work email', type: 'email', required: 'Please enter your work email address.', autoComplete: 'email', wide: true },
  { name: 'company', label: 'Company', type: 'text', required: 'Please enter the company you work for.', autoComplete: 'organization' },
  { name: 'jobtitle', label: 'Job title', type: 'text', required: 'Please enter your job title.', autoComplete: 'organization-title' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', wide: true },
];

export const groupFields = (summit: string): FieldDef[] => [
  ...contactFields,
  { name: 'tickets', label: 'Number of tickets', type: 'number', required: 'Please enter how many tickets your group needs.', min: 3, max: 200, hint: 'Group rates start at 3 attendees.' },
  { name: 'summit', label: 'Summit', type: 'select', required: 'Please choose the summit your group will attend.', options: [summit], wide: true },
  { name: 'message', label: 'Anything we should know?', type: 'textarea', maxLength: 4000 },
];

export const sponsorFields: FieldDef[] = [
  ...contactFields,
  {
    name: 'interest', label: 'Sponsorship interest', type: 'select', required: 'Please choose what you would like to sponsor.', wide: true, options: [
      { value: 'awards-gala', label: 'Awards dinner gala' },
      { value: 'session', label: 'Session or panel sponsor' },
      { value: 'exhibit', label: 'Exhibit table' },
      { value: 'networking', label: 'Breakfast, lunch or networking break' },
      { value: 'other', label: 'Something else' },
    ],
  },
  { name: 'message', label: 'Your goals for the summit', type: 'textarea', maxLength: 4000 },
];

export function GroupTicketsDialog({ open, onClose, summitName }: { open: boolean; onClose: () => void; summitName: string }) {
  return (
    <Dialog open={open} onClose={onClose} title="Group tickets">
      <p style={{ marginTop: 0 }}>Bringing three or more colleagues? Tell us about your group and our events team will reply with a group rate within two business days.</p>
      <NameRuleGate>
        <NativeLeadForm form={GROUP_FORM} fields={groupFields(summitName)} initial={{ summit: summitName }} submitLabel="Request group rate"
          successTitle="Thank you!" successBody={<p>Our events team will contact you about group tickets.</p>} />
      </NameRuleGate>
    </Dialog>
  );
}

export function SponsorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Sponsor the summit">
      <p style={{ marginTop: 0 }}>Leave your details and our partnerships team will send the sponsorship packages.</p>
      <NameRuleGate>
        <NativeLeadForm form={SPONSOR_FORM} fields={sponsorFields} submitLabel="Send sponsorship enquiry"
          successTitle="Thank you!" successBody={<p>Our partnerships team will be in touch shortly.</p>} />
      </NameRuleGate>
    </Dialog>
  );
}
