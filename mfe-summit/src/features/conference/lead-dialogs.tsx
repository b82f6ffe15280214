// Group-ticket and sponsor dialogs (spec 2.19): open, close (button, Escape, backdrop) and submit
// through the lead form endpoint.
import { Dialog } from 'shared-ui';
import { LeadForm, type LeadField } from '../forms/lead-form';

export const GROUP_FORM = 'summit-group-tickets';
export const SPONSOR_FORM = 'summit-sponsorship';

const contactFields: LeadField[] = [
  { name: 'firstname', label: 'First name', kind: 'text', required: true, autoComplete: 'given-name', half: true },
  { name: 'lastname', label: 'Last name', kind: 'text', required: true, autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Work email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'company', label: 'Company', kind: 'text', required: true, autoComplete: 'organization', half: true },
  { name: 'jobtitle', label: 'Job title', kind: 'text', required: true, autoComplete: 'organization-title', half: true },
  { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
];

export const groupFields = (summit: string): LeadField[] => [
  ...contactFields,
  { name: 'tickets', label: 'Number of tickets', kind: 'number', required: true, min: 3, max: 200, hint: 'Group rates start at 3 attendees.' },
  { name: 'summit', label: 'Summit', kind: 'select', required: true, options: [{ value: summit, label: summit }] },
  { name: 'message', label: 'Anything we should know?', kind: 'textarea' },
];

export const sponsorFields: LeadField[] = [
  ...contactFields,
  {
    name: 'interest', label: 'Sponsorship interest', kind: 'select', required: true, options: [
      { value: 'awards-gala', label: 'Awards dinner gala' },
      { value: 'session', label: 'Session or panel sponsor' },
      { value: 'exhibit', label: 'Exhibit table' },
      { value: 'networking', label: 'Breakfast, lunch or networking break' },
      { value: 'other', label: 'Something else' },
    ],
  },
  { name: 'message', label: 'Your goals for the summit', kind: 'textarea' },
];

export function GroupTicketsDialog({ open, onClose, summitName }: { open: boolean; onClose: () => void; summitName: string }) {
  return (
    <Dialog open={open} onClose={onClose} title="Group tickets">
      <p style={{ marginTop: 0 }}>Bringing three or more colleagues? Tell us about your group and our events team will reply with a group rate within two business days.</p>
      <LeadForm form={GROUP_FORM} fields={groupFields(summitName)} initial={{ summit: summitName }} submitLabel="Request group rate"
        successMessage="Thank you! Our events team will contact you about group tickets." />
    </Dialog>
  );
}

export function SponsorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Sponsor the summit">
      <p style={{ marginTop: 0 }}>Leave your details and our partnerships team will send the sponsorship packages.</p>
      <LeadForm form={SPONSOR_FORM} fields={sponsorFields} submitLabel="Send sponsorship enquiry"
        successMessage="Thank you! Our partnerships team will be in touch shortly." />
    </Dialog>
  );
}
