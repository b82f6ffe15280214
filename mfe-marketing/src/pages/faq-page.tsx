import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { AccordionItem } from 'shared-ui/accordion';
import { LegalLayout } from '../features/legal/legal-layout';
import { ChatWidget, openChat } from '../features/lead-form/chat-widget';
import type { PageMeta } from 'shared-api/page-meta';

const general = [
  {
    q: 'What is the Accreditation Council for Medical Affairs?',
    a: 'The council was founded in 2015 to set a professional standard for medical affairs. We design board certifications, certificate programs and continuing education for medical science liaisons, medical information specialists, pharmacists, physicians and everyone working between science and patients.',
  },
  {
    q: 'Are your programs accredited?',
    a: 'Yes. Our board certifications are accredited by an international continuing-education accreditor, and many programs award CME/CE credits. Each program page says whether it offers credits.',
  },
  {
    q: 'How are the programs delivered?',
    a: 'Programs are self-paced and online. After purchase you receive login details for our learning platform, which also runs in our mobile app, so you can study on any device and pick up where you left off.',
  },
  {
    q: 'How long do I have access to a program?',
    a: 'Individual access lasts 6 months from enrolment, which is enough time for most learners to finish. If you need more time, a 6 month program extension is available in the catalog.',
  },
  {
    q: 'What happens when I pass the final exam?',
    a: 'You receive a digital certificate and may use the credential after your name. Certificates can be verified by employers through the council.',
  },
  {
    q: 'Can my team enrol together?',
    a: 'Yes. At checkout you can buy several seats of a certification and name each license holder. For larger groups, contact us for company licensing.',
  },
];

const payment = [
  {
    q: 'Which payment methods do you accept?',
    a: 'We accept all major credit and debit cards on a secure hosted payment page. Your card details never pass through our servers. All prices are in US dollars.',
  },
  {
    q: 'Can I pay in installments?',
    a: 'Selected programs can be paid in 3 monthly installments. Choose the installment option at checkout where it is offered. A failed installment carries a penalty described in our terms.',
  },
  {
    q: 'How do I use a promotion code?',
    a: 'At checkout, select Add Promotion Code, type the code and apply it. The discount is checked by our system and shown before you pay. Promotion codes cannot be combined with installment plans.',
  },
  {
    q: 'When will I receive my login details?',
    a: 'The email with your learning platform login arrives within 2-5 minutes of payment. If it does not, check your spam folder, then contact us.',
  },
  {
    q: 'What is your refund policy?',
    a: 'Refund or cancellation requests must reach us in writing within 30 days of purchase. The application fee is non-refundable.',
    link: true,
  },
];

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({
  title: 'Frequently Asked Questions | ACMA',
  description: 'Answers about ACMA board certifications, program access, team licenses, payments, installments, promotion codes and refunds.',
}) };

export default function FaqPage() {
  return (
    <LegalLayout title="Frequently Asked Questions" intro="Everything you need to know about our programs, your access and paying for your certification.">
      <h2 id="general">General Questions</h2>
      {general.map((f) => <AccordionItem key={f.q} title={f.q}><p>{f.a}</p></AccordionItem>)}
      <h2 id="payment">Payment Questions</h2>
      {payment.map((f) => (
        <AccordionItem key={f.q} title={f.q}>
          <p>{f.a}{f.link && <> Read the full <Link to="/terms#refund">refund policy</Link>.</>}</p>
        </AccordionItem>
      ))}
      <h2 id="more">Still have a question?</h2>
      <p>Our team answers every message within one business day. <Link to="/contact-us">Contact us</Link>.</p>
      <p><Button $variant="ghost" onClick={() => openChat()}>Chat with an advisor</Button></p>
      <ChatWidget />
    </LegalLayout>
  );
}
